import { Controller, Get, Header, Inject } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { discoverRoutes } from './discover-routes.js';
import { DOCS_ASSETS_PATH, docsPage, swaggerInitializer } from './docs-page.js';
import { type OpenApiDocument, buildOpenApiDocument } from './openapi-document.js';

export const GLOBAL_PREFIX = Symbol('GLOBAL_PREFIX');

/** `/api/docs`: the API described by OpenAPI, readable in Swagger UI. */
@Controller('docs')
export class DocsController {
  private document: OpenApiDocument | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(GLOBAL_PREFIX) private readonly globalPrefix: string,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return docsPage(DOCS_ASSETS_PATH);
  }

  @Get('openapi.json')
  openApi(): OpenApiDocument {
    // Routes are fixed once the app has started: built on the first call, then kept.
    this.document ??= buildOpenApiDocument(discoverRoutes(this.discovery, this.scanner, this.globalPrefix));
    return this.document;
  }

  @Get('swagger-initializer.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  initializer(): string {
    return swaggerInitializer;
  }
}
