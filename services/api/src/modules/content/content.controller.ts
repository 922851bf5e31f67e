import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ContentKind, PublishedContent } from '@lakehouse/contracts';
import { ApiParam } from '@nestjs/swagger';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import { contentKind } from './content-params.js';
import { GetPublishedContentQuery } from './queries/get-published-content.query.js';

/** The site's content as guests read it (also embedded in the pages the server renders). */
@ApiAccess('anyone')
@ApiParam({ name: 'kind', type: String, description: 'The kind of content (house, house-rules, guide …)' })
@Controller('content')
export class ContentController {
  constructor(private readonly queryBus: QueryBus) {}

  @ApiErrors(404)
  @Get(':kind')
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async get(@Param('kind', contentKind) kind: ContentKind): Promise<PublishedContent> {
    return (await this.queryBus.execute(new GetPublishedContentQuery(kind))).value;
  }
}
