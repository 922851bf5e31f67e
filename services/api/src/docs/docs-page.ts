import { createRequire } from 'node:module';
import path from 'node:path';

/** Where createApiApp serves swagger-ui-dist's files. */
export const DOCS_ASSETS_PATH = '/api/docs/assets';

/** The folder of swagger-ui-dist's built files. */
export const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** A page with no inline script, so the site's Content-Security-Policy holds here too. */
export function docsPage(assets: string): string {
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

export const swaggerInitializer = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;
