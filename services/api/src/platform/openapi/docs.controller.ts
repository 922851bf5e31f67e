import { Controller, Get } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiAccess } from './api-access.js';
import { ApiDescription } from './api-description.js';

/** `/api/docs/openapi.json`: the API described by OpenAPI (the page that shows it is in docs-page.ts). */
@Controller('docs')
@ApiAccess('anyone')
export class DocsController {
  constructor(private readonly description: ApiDescription) {}

  @Get('openapi.json')
  openApi(): OpenAPIObject {
    return this.description.get();
  }
}
