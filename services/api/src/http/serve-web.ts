import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const remotes = ['content', 'booking', 'admin'];
// Webpack writes content hashes into file names; those files never change, so browsers may keep them.
const hashedFile = /\.[0-9a-f]{8,}\./;
// Photos and their variants keep their URL when replaced, so they are cached long but revalidated (ETag/Last-Modified).
const photoCache = 'public, max-age=604800, stale-while-revalidate=86400';

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.toLowerCase().startsWith('/api/');

function builtFileCache(reply: FastifyReply, filePath: string): void {
  void reply.header('cache-control', hashedFile.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface PhotoFolders {
  /** The originals, at /photos/. */
  photosDir: string;
  /** The images job's WebP variants, at /photos/variants/. */
  variantsDir: string;
}

export interface WebPages {
  /** The admin pages' headers differ from the site's (never framed): route-level @fastify/helmet options. */
  adminHeaders: FastifyHelmetOptions;
}

/** A file of the shell's build this URL names, if there is one (the path is checked again by @fastify/send). */
function shellFileOf(shellDist: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath).slice(1);
  } catch {
    return undefined;
  }
  if (!relative || relative.includes('\0')) return undefined;
  const file = path.resolve(shellDist, relative);
  if (!file.startsWith(`${shellDist}${path.sep}`)) return undefined;
  try {
    return statSync(file).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The embedded mode's web server, inside the pages' scope (their headers and compression): the shell at `/`,
 * each microfrontend at `/mfe/<name>/`, photos, and the shell's index.html for every other GET that is not
 * `/api`, so the client router decides (and shows its 404). A missing microfrontend file or photo is a 404.
 * The server-rendered pages will answer here, in place of the index.html fallback.
 */
export async function serveWeb(pages: FastifyInstance, webRoot: string, photos: PhotoFolders | undefined, { adminHeaders }: WebPages): Promise<void> {
  const shellDist = path.resolve(webRoot, 'shell', 'dist');
  // The one registration that decorates the reply with sendFile; the others only serve their folder.
  await pages.register(fastifyStatic, { root: shellDist, serve: false, cacheControl: false });
  if (photos) {
    const photoOptions = { decorateReply: false, index: false as const, cacheControl: false, setHeaders: (reply: FastifyReply) => void reply.header('cache-control', photoCache) };
    await pages.register(fastifyStatic, { ...photoOptions, root: photos.variantsDir, prefix: '/photos/variants/' });
    await pages.register(fastifyStatic, { ...photoOptions, root: photos.photosDir, prefix: '/photos/' });
  }
  for (const remote of remotes) {
    await pages.register(fastifyStatic, { decorateReply: false, root: path.join(webRoot, remote, 'dist'), prefix: `/mfe/${remote}/`, cacheControl: false, setHeaders: builtFileCache });
  }
  const indexHtml = path.join(shellDist, 'index.html');
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?', 1)[0]!;
    // Not a page: Nest's 404 for an unknown API call, as JSON.
    if (isApiPath(urlPath)) return reply.callNotFound();
    const file = shellFileOf(shellDist, urlPath);
    if (file) {
      builtFileCache(reply, file);
      return reply.sendFile(file);
    }
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The website is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  pages.get('/*', page);
  pages.get('/admin', { helmet: adminHeaders }, page);
  pages.get('/admin/*', { helmet: adminHeaders }, page);
}
