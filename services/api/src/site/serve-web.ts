import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContactFormOutcome } from '@lakehouse/contracts';
import { encodeText, preferredEncoding } from '../platform/http/content-encodings.js';
import type { PageRenderer, ServedPage } from './page-renderer.js';
import { sitemapXml } from './sitemap.js';
import { PERSONAL, PUBLIC_REVALIDATE, PUBLIC_SHARED_BRIEFLY } from '../platform/http/cache-control.js';

const remotes = ['content', 'booking', 'admin'];
// Webpack writes content hashes into file names; those files never change, so browsers may keep them.
const hashedFile = /\.[0-9a-f]{8,}\./;
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

export interface WebSiteOptions {
  webRoot: string;
  /** The built files (SERVE_WEB); behind nginx, nginx serves them and this process only renders pages. */
  serveFiles: boolean;
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

async function registerBuiltFiles(pages: FastifyInstance, webRoot: string): Promise<void> {
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
 * A rendered page: from the cache, with its ETag (its fingerprint; @fastify/etag answers a matching If-None-Match
 * with a 304), kept briefly by a shared cache, and sent in the compression the browser asks for, made once per page
 * and encoding. A page not kept (an application left to the browser) is revalidated on every use and compressed for
 * this request alone.
 */
async function sendPage(
  reply: FastifyReply,
  page: ServedPage,
  acceptEncoding: string | undefined,
  personal: boolean,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(acceptEncoding);
  void reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (page.etag) void reply.header('etag', page.etag);
  void reply.header('cache-control', personal ? PERSONAL : page.encoded ? PUBLIC_SHARED_BRIEFLY : PUBLIC_REVALIDATE);
  if (!encoding) return reply.send(page.html);
  const body = page.encoded ? await page.encoded(encoding) : await encodeText(page.html, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * The web side of this process. With `serveFiles` (the embedded mode): the shell's files at `/`, each
 * microfrontend at `/mfe/<name>/`. Always: the page
 * rendered on the server for every other GET that is not `/api` (404 with the not-found page on a path no route
 * names), which nginx proxies here in the full stack, and the sitemap; these are Nest routes (SiteController), so
 * every guard, interceptor and filter of the API applies to them. The files are Fastify's (`@fastify/static`). A missing file (a built file, a photo, anything
 * named like a file) is a plain 404, never a page; `/index.html` is the page `/`.
 */
export class WebSite {
  private readonly shellDist: string;

  constructor(private readonly site: WebSiteOptions) {
    this.shellDist = path.resolve(site.webRoot, 'shell', 'dist');
  }

  /** `reply.sendFile` for the shell's files, which the page route sends (on the application's root instance). */
  async registerShellFiles(root: FastifyInstance): Promise<void> {
    if (this.site.serveFiles)
      await root.register(fastifyStatic, { root: this.shellDist, serve: false, cacheControl: false });
  }

  /** The microfrontends' built files, in the pages' scope (the photos are PhotoFilesController's, from the photo store). */
  async registerFolders(pages: FastifyInstance): Promise<void> {
    if (this.site.serveFiles) await registerBuiltFiles(pages, this.site.webRoot);
  }

  async sitemap(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { renderer } = this.site;
    if (!renderer) return this.page(request, reply);
    return reply
      .header('cache-control', PUBLIC_REVALIDATE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(renderer.publicUrls(this.originOf(request))));
  }

  /**
   * The page at the request's path; `contactForm`: what this browser's post of its contact form came to;
   * `countNewRender`: the client's budget of new renders outside the sitemap.
   */
  async page(
    request: FastifyRequest,
    reply: FastifyReply,
    contactForm?: ContactFormOutcome,
    countNewRender?: () => Promise<void>,
  ): Promise<FastifyReply> {
    const { renderer } = this.site;
    const [urlPath = '/', query = ''] = request.url.split(/\?(.*)/s, 2);
    // Not a page: the 404 of an unknown API call, as JSON.
    if (isApiPath(urlPath)) {
      reply.callNotFound();
      return reply;
    }
    if (urlPath === `/${LAYOUT_TEMPLATE}`) return reply.redirect(query ? `/?${query}` : '/', 301);
    const file = this.site.serveFiles ? shellFileOf(this.shellDist, urlPath) : undefined;
    if (file) {
      builtFileCache(reply, file);
      return reply.sendFile(file);
    }
    if (isAssetPath(urlPath)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!renderer) return reply.code(503).type('text/plain; charset=utf-8').send(this.site.noRendererReason);
    // The path as the browser's location.pathname has it (percent-encoded), so the hydrating apps see the same one.
    const rendered = await renderer.page({
      pathname: urlPath,
      origin: this.originOf(request),
      contactForm,
      ...(countNewRender ? { countNewRender } : {}),
    });
    return sendPage(reply, rendered, request.headers['accept-encoding'], contactForm !== undefined);
  }

  private originOf(request: FastifyRequest): string {
    return this.site.publicUrl ?? `${request.protocol}://${request.host}`;
  }
}
