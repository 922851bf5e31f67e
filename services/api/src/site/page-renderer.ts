import { Logger } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { constructServerLayout, sendLayoutHTTPResponse } from 'single-spa-layout/server';
import {
  isoDateInZone,
  type ApplicationRenderResult,
  type ContactFormOutcome,
  type PageData,
  SERVER_RULES_ATTRIBUTE,
} from '@lakehouse/contracts';
import { EncodedForms, type ContentEncoding } from '../platform/http/content-encodings.js';
import { CollectedResponse } from './collected-response.js';
import { readPageData, showsAvailability } from './page-data.js';
import { pageHead } from './page-head.js';
import type { RenderedPageCache } from './rendered-page-cache.js';
import type { ServerEntries } from './server-entries.js';
import type { RenderedPage } from './rendered-page.js';

/** A microfrontend's server render that takes longer is abandoned: its slot goes empty and the browser renders it. */
const SERVER_RENDER_TIMEOUT_MS = 300;

const WARM_UP_TIMEOUT_MS = 10_000;

/** The layout's application shown on any path no route names. */
const NOT_FOUND_APPLICATION = 'chrome-not-found';
/**
 * The layout's loading state (frontends/shell/src/bootstrap.ts), for page slots the browser fills; without
 * JavaScript nothing will fill them, so the page says so instead (index.html hides 'Loading…' then).
 */
const LOADING_STATE =
  '<div class="app-loading" role="status"><span class="app-loading-text">Loading…</span>' +
  '<noscript>This page needs JavaScript: please turn it on in your browser and reload the page.</noscript></div>';
const isChrome = (appName: string) => appName.startsWith('chrome-');

export interface PageRequest {
  pathname: string;
  /** The site's absolute origin (PUBLIC_URL, else the request's scheme and host). */
  origin: string;
  /** What this browser's post of the page's contact form came to: a page for it alone, never cached. */
  contactForm?: ContactFormOutcome;
  /** Counts a new render of an unknown path against the client's budget (throws past it). */
  countNewRender?: () => Promise<void>;
}

/** A page as sent: from the cache, its version tag and its compressed forms come with it. */
export interface ServedPage extends RenderedPage {
  /** A weak ETag of the cached page (the same document whichever encoding carries it). */
  etag?: string;
  /** The document in an encoding, made on the first request that asks for it and kept with the page. */
  encoded?: (encoding: ContentEncoding) => Promise<Buffer>;
}

export interface PageRendererOptions {
  entries: ServerEntries;
  queryBus: QueryBus;
  /** The house's time zone: "today" of a rendered page is read in it. */
  timeZone: string;
  renderTimeoutMs?: number;
  /** Where whole pages are kept until what they were built from changes; unset: every request renders. */
  cache?: RenderedPageCache;
}

/** Rejects once `ms` have passed, aborting the render's signal first. */
function deadline(ms: number, controller: AbortController): { expired: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`took longer than ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * Renders a page's whole document with single-spa-layout's server API over the shell's layout: each application
 * of the route is rendered by its microfrontend's server entry, in parallel; the critical CSS of all of them goes
 * in the head once (each rule once), with the route's title and description and the data the browser hydrates
 * with. A path no route names answers 404 with the not-found page. An application whose render throws or takes
 * longer than the time limit is sent empty (logged with the request id) and rendered by the browser; the page
 * still answers 200.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly layout: ReturnType<typeof constructServerLayout>;
  private readonly timeoutMs: number;
  /** Each cached page's compressed forms, each made on its first request and gone with the page. */
  private readonly encoded = new EncodedForms<RenderedPage>();

  constructor(private readonly options: PageRendererOptions) {
    this.layout = constructServerLayout({ html: options.entries.layoutHtml });
    this.timeoutMs = options.renderTimeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  }

  /**
   * The page from the cache, or rendered (and kept only if every application rendered). A page is kept by its path
   * alone, since the server's render reads no query parameter (see `render`): a new query string on a page costs a
   * lookup, not a render. An unknown path is rendered once, and each new one counts against the client's budget
   * first.
   */
  async page(request: PageRequest): Promise<ServedPage> {
    const { cache, timeZone, entries } = this.options;
    if (!cache || request.contactForm) return this.render(request);
    const path = entries.shell.normalisedPath(request.pathname);
    const kept = !entries.shell.PUBLIC_PATHS.includes(path)
      ? cache.otherPages
      : showsAvailability(path)
        ? cache.calendarPages
        : cache.publicPages;
    const key = `${isoDateInZone(new Date(), timeZone)} ${request.origin}${request.pathname}`;
    const { value: page, fingerprint } = await kept.read(key, async () => {
      if (!entries.shell.isKnownPath(request.pathname)) await request.countNewRender?.();
      const rendered = await this.render(request);
      return { value: rendered, validUntil: rendered.complete ? rendered.validUntil : 0 };
    });
    if (!page.complete) return page;
    return { ...page, etag: `W/"${fingerprint}"`, encoded: (encoding) => this.encoded.of(page, page.html, encoding) };
  }

  async render(request: PageRequest, timeoutMs = this.timeoutMs): Promise<RenderedPage> {
    const { entries, queryBus, timeZone } = this.options;
    const path = entries.shell.normalisedPath(request.pathname);
    const read = await readPageData(queryBus, { timeZone, origin: request.origin, path });
    const { property, validUntil } = read;
    const data: PageData = request.contactForm ? { ...read.data, contactForm: request.contactForm } : read.data;
    const isPublic = entries.shell.PUBLIC_PATHS.includes(path);
    const head = pageHead({
      ...entries.shell.routeMeta(request.pathname, property?.name),
      data,
      canonicalUrl: isPublic ? new URL(path, request.origin).href : undefined,
      image: property?.images[0],
    });
    const renders = new Map<string, Promise<ApplicationRenderResult | undefined>>();
    // Every application's render has started once the layout is serialised (synchronously); the head's CSS waits for all.
    let headAssets: Promise<Map<string, string>> | undefined;
    const assetsOf = (appName: string) => {
      headAssets ??= Promise.resolve().then(() => this.headAssets(renders));
      return headAssets.then((byApp) => byApp.get(appName) ?? '');
    };
    const response = new CollectedResponse();
    let complete = true;
    await sendLayoutHTTPResponse({
      res: response as never,
      serverLayout: this.layout,
      urlPath: request.pathname,
      renderApplication: ({ appName }) => {
        const render = entries.applications.get(appName);
        // The session's pages (portals, admin) and the overlays are the browser's; a page slot shows its loading state.
        if (!render || (!isChrome(appName) && !isPublic))
          return { content: isChrome(appName) ? '' : LOADING_STATE, assets: '' };
        const rendered = this.renderApplication(appName, request, data, timeoutMs);
        rendered.then(
          (result) => (complete &&= result !== undefined),
          () => undefined,
        );
        renders.set(appName, rendered);
        return { content: rendered.then((result) => result?.html ?? ''), assets: assetsOf(appName) };
      },
      retrieveApplicationHeaders: () => ({}),
      retrieveProp: () => undefined,
      renderFragment: (name) => (name === 'page-head' ? head : ''),
      assembleFinalHeaders: (applications) => {
        if (applications.some(({ appProps }) => appProps.name === NOT_FOUND_APPLICATION)) response.statusCode = 404;
        return { 'content-type': 'text/html; charset=utf-8' };
      },
    });
    const html = await response.finished;
    return { status: response.statusCode, html, complete, validUntil };
  }

  /** The public pages' absolute URLs, for the sitemap. */
  publicUrls(origin: string): string[] {
    return this.options.entries.shell.PUBLIC_PATHS.map((path) => new URL(path, origin).href);
  }

  /** Renders every public page once, its result dropped, with time for the first run of each code path. */
  async warmUp(): Promise<void> {
    for (const pathname of this.options.entries.shell.PUBLIC_PATHS) {
      await this.render({ pathname, origin: 'http://localhost' }, WARM_UP_TIMEOUT_MS).catch(() => undefined);
    }
  }

  private async renderApplication(
    appName: string,
    request: PageRequest,
    data: PageData,
    timeoutMs: number,
  ): Promise<ApplicationRenderResult | undefined> {
    const render = this.options.entries.applications.get(appName)!;
    const controller = new AbortController();
    const limit = deadline(timeoutMs, controller);
    try {
      return await Promise.race([
        // No query string: the pages read theirs in the browser (the booking outcome's reservation, the guest's
        // booking key, the admin's sign-in notice), so one render serves every query string of a path.
        render({ ...data, appName, pathname: request.pathname, search: '', signal: controller.signal }),
        limit.expired,
      ]);
    } catch (error) {
      this.logger.error(
        `The server render of ${appName} for ${request.pathname} failed (${error instanceof Error ? error.message : String(error)}): its slot is sent empty and the browser renders it`,
        error instanceof Error ? error.stack : undefined,
      );
      return undefined;
    } finally {
      limit.clear();
    }
  }

  /** Each application's head assets: React's preloads, and the CSS rules its HTML uses that no application before it sent. */
  private async headAssets(
    renders: ReadonlyMap<string, Promise<ApplicationRenderResult | undefined>>,
  ): Promise<Map<string, string>> {
    const sent = new Set<string>();
    const byApp = new Map<string, string>();
    for (const [appName, rendered] of renders) {
      const result = await rendered;
      if (!result) continue;
      const styles = result.styles.filter(([id]) => !sent.has(id));
      styles.forEach(([id]) => sent.add(id));
      // The browser's style cache knows these rules by their ids and never inserts them again.
      const css = styles.length
        ? `<style ${SERVER_RULES_ATTRIBUTE}="${styles.map(([id]) => id).join(' ')}">${styles.map(([, rule]) => rule).join('')}</style>`
        : '';
      // One element per global style of each application: each of its `Global`s adopts (and takes) one, found by id.
      // `data-s` tells emotion's caches, as they start, that the element is in the head already (not to move it).
      const globalCss = result.globalStyles
        .map(([id, rule]) => `<style data-emotion="css-global ${id}" data-s="">${rule}</style>`)
        .join('');
      byApp.set(appName, result.head + globalCss + css);
    }
    return byApp;
  }
}
