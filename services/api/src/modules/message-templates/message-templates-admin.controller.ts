import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam } from '@nestjs/swagger';
import {
  type AdminMessageTemplate,
  type AdminMessageTemplateList,
  type ContentVersions,
  type MessageTemplateKey,
  type MessageTemplatePreview,
  type MessageTemplateSave,
  type MessageTemplateTrial,
  type MessageTemplateVersion,
  messageTemplateSaveSchema,
  messageTemplateTrialSchema,
  messageTemplateVersionSchema,
} from '@lakehouse/contracts';
import { DEFAULT_TEMPLATES, templateDocumentKind } from '@lakehouse/messages';
import { type AdminActor, CurrentActor } from '../../platform/auth/admin-actor.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { versionNumber } from '../content/content-params.js';
import { ListContentVersionsQuery } from '../content/queries/list-content-versions.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { SaveMessageTemplateCommand } from './commands/save-message-template.command.js';
import { SendTemplateTestCommand } from './commands/send-template-test.command.js';
import { messageTemplateKey } from './message-template-params.js';
import { GetMessageTemplateQuery } from './queries/get-message-template.query.js';
import { ListMessageTemplatesQuery } from './queries/list-message-templates.query.js';
import { TemplateTrials } from './template-trials.js';

/**
 * The host's message editor (`/admin/messages`): every email's subject and words with `{{ variables }}`, saved as
 * versions (409 when stale), previewed from the sample or (the host's) a real booking, sent to the host's own address
 * as a test (a few an hour), reset to the default, and restored from any earlier version.
 */
@ApiAccess('adminSession')
@Controller('admin/messages')
export class MessageTemplatesAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly trials: TemplateTrials,
  ) {}

  @Get()
  list(): Promise<AdminMessageTemplateList> {
    return this.queryBus.execute(new ListMessageTemplatesQuery());
  }

  @ApiErrors(404)
  @ApiParam({ name: 'key', type: String, description: 'The email (request-received, payment-invoice …)' })
  @Get(':key')
  live(@Param('key', messageTemplateKey) key: MessageTemplateKey): Promise<AdminMessageTemplate> {
    return this.queryBus.execute(new GetMessageTemplateQuery(key));
  }

  @ApiErrors(404, 409)
  @ApiParam({ name: 'key', type: String })
  @Put(':key')
  save(
    @Param('key', messageTemplateKey) key: MessageTemplateKey,
    @Body(validatedBy(messageTemplateSaveSchema)) { template, version }: MessageTemplateSave,
  ): Promise<AdminMessageTemplate> {
    return this.commandBus.execute(new SaveMessageTemplateCommand(key, template, version));
  }

  @ApiErrors(404)
  @ApiParam({ name: 'key', type: String })
  @HttpCode(200)
  @Post(':key/preview')
  preview(
    @Param('key', messageTemplateKey) key: MessageTemplateKey,
    @Body(validatedBy(messageTemplateTrialSchema)) trial: MessageTemplateTrial,
    @CurrentActor() actor: AdminActor,
  ): Promise<MessageTemplatePreview> {
    return this.trials.preview(key, trial, actor);
  }

  @ApiErrors(404)
  @ApiParam({ name: 'key', type: String })
  @HttpCode(202)
  @Post(':key/test')
  test(
    @Param('key', messageTemplateKey) key: MessageTemplateKey,
    @Body(validatedBy(messageTemplateTrialSchema)) trial: MessageTemplateTrial,
    @CurrentActor() actor: AdminActor,
  ): Promise<{ to: string }> {
    return this.commandBus.execute(new SendTemplateTestCommand(key, trial, actor));
  }

  @ApiErrors(404, 409)
  @ApiParam({ name: 'key', type: String })
  @Post(':key/reset')
  reset(
    @Param('key', messageTemplateKey) key: MessageTemplateKey,
    @Body(validatedBy(messageTemplateVersionSchema)) { version }: MessageTemplateVersion,
  ): Promise<AdminMessageTemplate> {
    return this.commandBus.execute(new SaveMessageTemplateCommand(key, DEFAULT_TEMPLATES[key], version));
  }

  @ApiErrors(404)
  @ApiParam({ name: 'key', type: String })
  @Get(':key/versions')
  versions(@Param('key', messageTemplateKey) key: MessageTemplateKey): Promise<ContentVersions> {
    return this.queryBus.execute(new ListContentVersionsQuery(templateDocumentKind(key)));
  }

  @ApiErrors(404, 409)
  @ApiParam({ name: 'key', type: String })
  @ApiParam({ name: 'version', type: Number, description: 'A saved version, from 1' })
  @Post(':key/versions/:version/restore')
  async restore(
    @Param('key', messageTemplateKey) key: MessageTemplateKey,
    @Param('version', versionNumber) version: number,
    @Body(validatedBy(messageTemplateVersionSchema)) { version: startedFrom }: MessageTemplateVersion,
  ): Promise<AdminMessageTemplate> {
    const old = await this.queryBus.execute(new GetMessageTemplateQuery(key, version));
    return this.commandBus.execute(new SaveMessageTemplateCommand(key, old.template, startedFrom));
  }
}
