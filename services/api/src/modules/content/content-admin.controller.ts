import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminContentDocument,
  CONTENT_KINDS,
  type ContentKind,
  type ContentPublish,
  type ContentRestore,
  type ContentVersions,
  contentPreviewSchema,
  contentPublishSchema,
  contentRestoreSchema,
  type PublishedContent,
} from '@lakehouse/contracts';
import { type AdminActor, CurrentActor, actorLabel } from '../../platform/auth/admin-actor.js';
import { ZodValidationPipe, validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiParam } from '@nestjs/swagger';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { PublishContentCommand } from './commands/publish-content.command.js';
import { contentKind, versionNumber } from './content-params.js';
import { publishedContent } from './published-content.js';
import { GetContentVersionQuery } from './queries/get-content-version.query.js';
import { ListContentVersionsQuery } from './queries/list-content-versions.query.js';

/** A body checked with its kind's schema; a 400 names each field (`body.sections.2.content`) with its problem. */
const validBody = (kind: ContentKind, body: unknown) =>
  new ZodValidationPipe(contentPublishSchema.extend({ body: CONTENT_KINDS[kind].schema })).transform({
    body,
    version: 1,
  }).body as Record<string, unknown>;

/**
 * The host's content editor (`/admin/content`): the live version of a kind, publish from a version (409 when
 * stale), a preview as guests would read it, every version with who and when, and restore (a publish of a copy).
 */
@ApiAccess('adminSession')
@ApiParam({ name: 'kind', type: String, description: 'The kind of content (house, house-rules, guide …)' })
@Controller('admin/content')
export class ContentAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @ApiErrors(404)
  @Get(':kind')
  live(@Param('kind', contentKind) kind: ContentKind): Promise<AdminContentDocument> {
    return this.queryBus.execute(new GetContentVersionQuery(kind));
  }

  @ApiErrors(404, 409)
  @Put(':kind')
  publish(
    @Param('kind', contentKind) kind: ContentKind,
    @Body(validatedBy(contentPublishSchema)) { body, version }: ContentPublish,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminContentDocument> {
    return this.commandBus.execute(new PublishContentCommand(kind, validBody(kind, body), version, actorLabel(actor)));
  }

  @ApiErrors(404)
  @Post(':kind/preview')
  preview(
    @Param('kind', contentKind) kind: ContentKind,
    @Body(validatedBy(contentPreviewSchema)) { body }: { body: unknown },
  ): PublishedContent {
    return publishedContent(kind, { version: 0, publishedAt: new Date(), body: validBody(kind, body) });
  }

  @ApiErrors(404)
  @Get(':kind/versions')
  versions(@Param('kind', contentKind) kind: ContentKind): Promise<ContentVersions> {
    return this.queryBus.execute(new ListContentVersionsQuery(kind));
  }

  @ApiErrors(404)
  @ApiParam({ name: 'version', type: Number, description: 'A published version, from 1' })
  @Get(':kind/versions/:version')
  version(
    @Param('kind', contentKind) kind: ContentKind,
    @Param('version', versionNumber) version: number,
  ): Promise<AdminContentDocument> {
    return this.queryBus.execute(new GetContentVersionQuery(kind, version));
  }

  @ApiErrors(404, 409)
  @ApiParam({ name: 'version', type: Number, description: 'A published version, from 1' })
  @Post(':kind/versions/:version/restore')
  async restore(
    @Param('kind', contentKind) kind: ContentKind,
    @Param('version', versionNumber) version: number,
    @Body(validatedBy(contentRestoreSchema)) { version: startedFrom }: ContentRestore,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminContentDocument> {
    const old = await this.queryBus.execute(new GetContentVersionQuery(kind, version));
    return this.commandBus.execute(new PublishContentCommand(kind, old.body, startedFrom, actorLabel(actor)));
  }
}
