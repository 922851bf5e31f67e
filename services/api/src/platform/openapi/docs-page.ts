import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the docs page loads swagger-ui-dist's files from. */
const DOCS_ASSETS_PATH = '/api/docs/assets';

/** The folder of swagger-ui-dist's built files. */
const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** A page with no inline script, so the site's Content-Security-Policy holds here too. */
function docsPage(assets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Lake house API</title>
  <link rel="stylesheet" href="${assets}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${assets}/swagger-ui-bundle.js"></script>
  <script src="/api/docs/swagger-initializer.js"></script>
</body>
</html>
`;
}

const swaggerInitializer = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * `/api/docs` itself (Swagger UI, reading `/api/docs/openapi.json` from the DocsController) is a page, so it
 * is served in the pages' scope, with their headers and compression.
 */
export async function serveDocsPage(pages: FastifyInstance): Promise<void> {
  const page = docsPage(DOCS_ASSETS_PATH);
  pages.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  pages.get('/api/docs/swagger-initializer.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(swaggerInitializer),
  );
  await pages.register(fastifyStatic, {
    root: swaggerUiFolder,
    prefix: `${DOCS_ASSETS_PATH}/`,
    index: false,
    maxAge: '1d',
    decorateReply: false,
  });
}
