import { type INestApplication, Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi-document.js';

/** The API's OpenAPI document, built from the application once it exists and on first need (routes are fixed by then). */
@Injectable()
export class ApiDescription {
  private app: INestApplication | undefined;
  private document: OpenAPIObject | undefined;

  /** Called once the application is made (create-api-app.ts). */
  describe(app: INestApplication): void {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('The API description was asked for before the application was made.');
    this.document ??= buildOpenApiDocument(this.app);
    return this.document;
  }
}
