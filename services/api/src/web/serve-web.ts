import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response, type NextFunction } from 'express';

const remotes = ['content', 'booking', 'admin'];
// Webpack writes content hashes into file names; those files never change, so browsers may keep them.
const hashedFile = /\.[0-9a-f]{8,}\./;

function cacheHeaders(response: Response, filePath: string): void {
  response.setHeader(
    'Cache-Control',
    hashedFile.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

// Photos and their variants keep their URL when replaced, so they are cached long but revalidated (ETag/Last-Modified).
const photoCache = 'public, max-age=604800, stale-while-revalidate=86400';

const isApiPath = (urlPath: string) => urlPath.startsWith('/api/') || urlPath === '/api';

export interface PhotoFolders {
  /** The originals, at /photos/. */
  photosDir: string;
  /** The images job's WebP variants, at /photos/variants/. */
  variantsDir: string;
}

/**
 * The embedded mode's web server: the shell at `/`, each microfrontend at `/mfe/<name>/`, and the shell's
 * index.html for every other path that is not `/api`, so the client router decides (and shows its 404).
 */
export function serveWeb(app: NestExpressApplication, webRoot: string, photos?: PhotoFolders): void {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (photos) {
    const photoOptions = { setHeaders: (response: Response) => response.setHeader('Cache-Control', photoCache), index: false as const, fallthrough: false, dotfiles: 'ignore' as const };
    app.use('/photos/variants', express.static(photos.variantsDir, photoOptions));
    app.use('/photos', express.static(photos.photosDir, photoOptions));
  }
  for (const remote of remotes) {
    app.use(`/mfe/${remote}`, express.static(path.join(webRoot, remote, 'dist'), { setHeaders: cacheHeaders, fallthrough: false }));
  }
  const shellFiles = express.static(shellDist, { setHeaders: cacheHeaders, index: false });
  // An API call is never a file: skipping the lookup saves a file-system stat on every API request.
  app.use((request: Request, response: Response, next: NextFunction) => (isApiPath(request.path) ? next() : shellFiles(request, response, next)));
  const indexHtml = path.join(shellDist, 'index.html');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.path)) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      response.status(503).type('text/plain').send('The website is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
