import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../pages/page-encodings.js';
import type { PageRenderer, ServedPage } from '../pages/page-renderer.js';
import { sitemapXml } from '../pages/sitemap.js';
import { READY_ANSWER_CONFIG, noteReadyAnswer } from './ready-answer-route.js';
import { matchesEtag } from './revalidate.js';

const remotes = ['content', 'booking', 'admin'];
// Webpack writes content hashes into file names; those files never change, so browsers may keep them.
const hashedFile = /\.[0-9a-f]{8,}\./;
// Photos and their variants keep their URL when replaced, so they are cached long but revalidated (ETag/Last-Modified).
const photoCache = 'public, max-age=604800, stale-while-revalidate=86400';
// The shell's built index.html is the layout template the pages are rendered from, not a page: never served as is.
const LAYOUT_TEMPLATE = 'index.html';

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.toLowerCase().startsWith('/api/');
/** A file's path (a name with an extension, or under the built apps' or the photos' folders): never a page. */
const isAssetPath = (urlPath: string) => /\.[a-z0-9]+$/i.test(urlPath) || /^\/(mfe|photos)\//i.test(urlPath);

function builtFileCache(reply: FastifyReply, filePath: string): void {
  void reply.header(
    'cache-control',
    hashedFile.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

interface PhotoFolders {
  /** The originals, at /photos/. */
  photosDir: string;
  /** The images job's WebP variants, at /photos/variants/. */
  variantsDir: string;
}

export interface WebSite {
  webRoot: string;
  /** The built files and photos (SERVE_WEB); behind nginx, nginx serves them and this process only renders pages. */
  serveFiles: boolean;
  photos: PhotoFolders;
  /** The admin pages' headers differ from the site's (never framed): route-level @fastify/helmet options. */
  adminHeaders: FastifyHelmetOptions;
  /** Renders the pages; undefined while the frontends are not built, or when RENDER_PAGES is off. */
  renderer: PageRenderer | undefined;
  /** Why there is no renderer, for the 503 a page request then gets. */
  noRendererReason: string;
  /** The site's address (PUBLIC_URL); unset: the request's scheme and host. */
  publicUrl: string | undefined;
}

/** A file of the shell's build this URL names, if there is one (the path is checked again by @fastify/send). */
function shellFileOf(shellDist: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath).slice(1);
  } catch {
    return undefined;
  }
  if (!relative || relative.includes('\0') || relative === LAYOUT_TEMPLATE) return undefined;
  const file = path.resolve(shellDist, relative);
  if (!file.startsWith(`${shellDist}${path.sep}`)) return undefined;
  try {
    return statSync(file).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

async function registerBuiltFiles(
  pages: FastifyInstance,
  webRoot: string,
  shellDist: string,
  photos: PhotoFolders,
): Promise<void> {
  // The one registration that decorates the reply with sendFile; the others only serve their folder.
  await pages.register(fastifyStatic, { root: shellDist, serve: false, cacheControl: false });
  const photoOptions = {
    decorateReply: false,
    index: false as const,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => void reply.header('cache-control', photoCache),
  };
  await pages.register(fastifyStatic, { ...photoOptions, root: photos.variantsDir, prefix: '/photos/variants/' });
  await pages.register(fastifyStatic, { ...photoOptions, root: photos.photosDir, prefix: '/photos/' });
  for (const remote of remotes) {
    await pages.register(fastifyStatic, {
      decorateReply: false,
      root: path.join(webRoot, remote, 'dist'),
      prefix: `/mfe/${remote}/`,
      cacheControl: false,
      setHeaders: builtFileCache,
    });
  }
}

/**
 * A rendered page: revalidated by its ETag, and sent in the compression the browser asks for, made once per page
 * (a page not kept, such as one with an application left to the browser, is compressed per request by the scope).
 * With `readyAgain`, a page from the cache is also kept ready for the front door, in the encoding it was sent in.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServedPage,
  readyAgain: boolean,
): Promise<FastifyReply> {
  void reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (!page.etag || !page.encodings) return reply.send(page.html);
  void reply.header('etag', page.etag).header('vary', 'accept-encoding');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (readyAgain) noteReadyAnswer(request, page.validUntil, encoding ?? 'identity');
  if (!encoding) return reply.send(page.html);
  const encodings = await page.encodings;
  return reply.header('content-encoding', encoding).send(encodings[encoding]);
}

/**
 * The web side of this process, inside the pages' scope (their headers and compression). With `serveFiles` (the
 * embedded mode): the shell's files at `/`, each microfrontend at `/mfe/<name>/`, photos. Always: the page rendered
 * on the server for every other GET that is not `/api` (404 with the not-found page on a path no route names), which
 * nginx proxies here in the full stack. A missing file (a built file, a photo, anything named like a file) is a plain
 * 404, never a page; `/index.html` is the page `/`.
 */
export async function serveWebSite(pages: FastifyInstance, site: WebSite): Promise<void> {
  const { renderer, adminHeaders, publicUrl } = site;
  const shellDist = path.resolve(site.webRoot, 'shell', 'dist');
  if (site.serveFiles) await registerBuiltFiles(pages, site.webRoot, shellDist, site.photos);
  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  if (renderer) {
    pages.get('/sitemap.xml', (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(renderer.publicUrls(originOf(request)))),
    );
  }
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath = '/', query = ''] = request.url.split(/\?(.*)/s, 2);
    // Not a page: Nest's 404 for an unknown API call, as JSON.
    if (isApiPath(urlPath)) return reply.callNotFound();
    if (urlPath === `/${LAYOUT_TEMPLATE}`) return reply.redirect(query ? `/?${query}` : '/', 301);
    const file = site.serveFiles ? shellFileOf(shellDist, urlPath) : undefined;
    if (file) {
      builtFileCache(reply, file);
      return reply.sendFile(file);
    }
    if (isAssetPath(urlPath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!renderer) return reply.code(503).type('text/plain; charset=utf-8').send(site.noRendererReason);
    // The path as the browser's location.pathname has it (percent-encoded), so the hydrating apps see the same one.
    const rendered = await renderer.page({
      pathname: urlPath,
      search: query ? `?${query}` : '',
      origin: originOf(request),
    });
    // A page names its origin: without PUBLIC_URL that is the request's Host, which a kept page would not vary by.
    return sendPage(request, reply, rendered, publicUrl !== undefined);
  };
  pages.get('/*', { config: READY_ANSWER_CONFIG }, page);
  pages.get('/admin', { helmet: adminHeaders, config: READY_ANSWER_CONFIG }, page);
  pages.get('/admin/*', { helmet: adminHeaders, config: READY_ANSWER_CONFIG }, page);
}
