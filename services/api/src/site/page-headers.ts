import type { FastifyInstance, RouteOptions, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { LAYOUT_DATA_SCRIPT_SOURCE } from './layout-data-script.js';

/** Which of the page headers a route is sent with. */
export type PageHeadersName = 'site' | 'admin' | 'queueDashboard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The page headers a route is sent with (a key of its Fastify route config, set by the site's Nest routes). */
    pageHeaders?: PageHeadersName;
  }
}

type Directives = Record<string, string[]>;

const siteDirectives: Directives = {
  defaultSrc: ["'self'"],
  // Server-rendered pages have one inline script, the same on every page: allowed by its hash.
  scriptSrc: ["'self'", LAYOUT_DATA_SCRIPT_SOURCE],
  // MUI's emotion writes its styles at run time; critical CSS inlined by a server-rendered page needs nothing more.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The booking widget and the map are embedded from their own sites.
  frameSrc: ['https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

function headers(production: boolean, directives: Directives, frameguard: 'deny' | 'sameorigin'): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, ...(production ? { upgradeInsecureRequests: [] } : {}) },
    },
    // A year, as nginx sends it (infra/docker/nginx.conf.template); only where the site is served over HTTPS.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: frameguard },
  };
}

/**
 * The headers of every page and asset the API serves (helmet's, with the site's Content-Security-Policy): the
 * site's, the admin pages' (never framed, not even by the site), and bull-board's (admin only, which loads its
 * fonts from Google). nginx sends the same ones in the full stack (infra/docker/nginx.conf.template).
 */
function pageHeaders(production: boolean): Record<PageHeadersName, HelmetOptions> {
  return {
    site: headers(production, siteDirectives, 'sameorigin'),
    admin: headers(production, { ...siteDirectives, frameAncestors: ["'none'"] }, 'deny'),
    queueDashboard: headers(
      production,
      {
        ...siteDirectives,
        styleSrc: [...siteDirectives.styleSrc!, 'https://fonts.googleapis.com'],
        fontSrc: [...siteDirectives.fontSrc!, 'https://fonts.gstatic.com'],
        frameAncestors: ["'none'"],
      },
      'deny',
    ),
  };
}

/**
 * Sends the page headers (helmet's middleware, built once per set: building it parses the policy, which
 * @fastify/helmet did again on every request, a sixth of a cached page's CPU time in the API). The site's Nest routes
 * name their set in their config (`pageHeaders`); a scope of files and pages takes one set for all its routes.
 */
export class PageHeaders {
  private readonly hooks: Record<PageHeadersName, onRequestHookHandler>;

  constructor(production: boolean) {
    const sets = pageHeaders(production);
    this.hooks = {
      site: setHeadersHook(sets.site),
      admin: setHeadersHook(sets.admin),
      queueDashboard: setHeadersHook(sets.queueDashboard),
    };
  }

  /** Every route that names a set in its config gets that set. */
  sendForNamedRoutes(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const name = route.config?.pageHeaders;
      if (!name) return;
      const hooks = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...hooks, this.hooks[name]];
    });
  }

  /** Every route of the scope gets the set. */
  sendForScope(scope: FastifyInstance, name: PageHeadersName): void {
    scope.addHook('onRequest', this.hooks[name]);
  }
}

function setHeadersHook(options: HelmetOptions): onRequestHookHandler {
  const setHeaders = helmet(options);
  // helmet throws rather than passing an error on (since 8.1), so its callback only ever says "done".
  return (request, reply, done) => setHeaders(request.raw, reply.raw, () => done());
}
