import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard/queue-dashboard.js';

const siteDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI's emotion writes its styles at run time.
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

/**
 * helmet's headers with the site's Content-Security-Policy; bull-board's page (admin only) also loads its
 * fonts from Google, so its path alone allows those.
 */
export function contentSecurityPolicy(production: boolean) {
  const upgradeInsecureRequests = production ? [] : null;
  const site = helmet({
    contentSecurityPolicy: { directives: { ...siteDirectives, upgradeInsecureRequests } },
    strictTransportSecurity: production,
  });
  const queueDashboard = helmet({
    contentSecurityPolicy: {
      directives: {
        ...siteDirectives,
        styleSrc: [...siteDirectives.styleSrc, 'https://fonts.googleapis.com'],
        fontSrc: [...siteDirectives.fontSrc, 'https://fonts.gstatic.com'],
        upgradeInsecureRequests,
      },
    },
    strictTransportSecurity: production,
  });
  return (request: Request, response: Response, next: NextFunction): void => {
    const onDashboard = request.path === QUEUE_DASHBOARD_PATH || request.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
    (onDashboard ? queueDashboard : site)(request, response, next);
  };
}
