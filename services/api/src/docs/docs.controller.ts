import { Controller, Get, Inject } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { discoverRoutes } from './discover-routes.js';
import { type OpenApiDocument, buildOpenApiDocument } from './openapi-document.js';

export const GLOBAL_PREFIX = Symbol('GLOBAL_PREFIX');

/** `/api/docs/openapi.json`: the API described by OpenAPI (the page that shows it is in docs-page.ts). */
@Controller('docs')
export class DocsController {
  private document: OpenApiDocument | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(GLOBAL_PREFIX) private readonly globalPrefix: string,
  ) {}

  @Get('openapi.json')
  openApi(): OpenApiDocument {
    // Routes are fixed once the app has started: built on the first call, then kept.
    this.document ??= buildOpenApiDocument(discoverRoutes(this.discovery, this.scanner, this.globalPrefix));
    return this.document;
  }
}
