import type { FastifyHelmetOptions } from '@fastify/helmet';
import { LAYOUT_DATA_SCRIPT_SOURCE } from '../pages/layout-data-script.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's helmet headers: @fastify/helmet, registered with `global: false`, reads them from its config. */
    helmet?: FastifyHelmetOptions;
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

function headers(production: boolean, directives: Directives, frameguard: 'deny' | 'sameorigin'): FastifyHelmetOptions {
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
export function pageHeaders(production: boolean) {
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
