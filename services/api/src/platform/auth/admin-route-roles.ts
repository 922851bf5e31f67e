import type { AdminRole } from '@lakehouse/contracts';

/** Anyone may call the route (signing in, accepting an invite). */
export const ANYONE = 'anyone';

export type AdminRouteAccess = readonly AdminRole[] | typeof ANYONE;

const HOST: readonly AdminRole[] = ['host'];
const HOST_AND_COHOST: readonly AdminRole[] = ['host', 'cohost'];
const EVERYONE: readonly AdminRole[] = ['host', 'cohost', 'cleaner'];

/**
 * Who may call each admin route, by `METHOD path` as Fastify routes it: the one place the admin's roles are decided,
 * read by the global AdminGuard (and the photo admin's gate). A cleaner reaches the turnovers alone; a co-host runs
 * the house but not its money (prices, bookings, payments, invoices, the family coupon), its access (codes, helpers,
 * sign-in security) or where the host's mail goes. A route under /api/admin missing here is the host's alone, and
 * the route test fails until it is added.
 */
export const ADMIN_ROUTE_ROLES: Readonly<Record<string, AdminRouteAccess>> = {
  'POST /api/admin/login': ANYONE,
  'POST /api/admin/helpers/accept': ANYONE,
  'POST /api/admin/helpers/sign-in': ANYONE,
  'GET /api/admin/turnovers': EVERYONE,
  'GET /api/admin/turnovers/schedule': HOST_AND_COHOST,
  'POST /api/admin/turnovers/feed-link': HOST_AND_COHOST,
  'DELETE /api/admin/turnovers/feed-link': HOST_AND_COHOST,
  'PUT /api/admin/turnovers/digest-email': HOST_AND_COHOST,
  'GET /api/admin/webhook': HOST,
  'PUT /api/admin/webhook': HOST,
  'POST /api/admin/webhook/secret': HOST,
  'POST /api/admin/webhook/deliveries/:id/resend': HOST,
  'GET /api/admin/overview': HOST,
  'GET /api/admin/helpers': HOST,
  'POST /api/admin/helpers/invites': HOST,
  'DELETE /api/admin/helpers/invites/:id': HOST,
  'POST /api/admin/helpers/:id/end-sessions': HOST,
  'DELETE /api/admin/helpers/:id': HOST,
  'GET /api/admin/access-codes': HOST,
  'POST /api/admin/access-codes': HOST,
  'PUT /api/admin/access-codes/:id': HOST,
  'DELETE /api/admin/access-codes/:id': HOST,
  'POST /api/admin/migrate-access-codes': HOST,
  'POST /api/admin/access-codes/apply-default-limits': HOST,
  'GET /api/admin/sign-in-security': HOST,
  'POST /api/admin/totp': HOST,
  'POST /api/admin/totp/confirm': HOST,
  'DELETE /api/admin/totp': HOST,
  'POST /api/admin/recovery-codes': HOST,
  'GET /api/admin/emails': HOST,
  'GET /api/admin/emails/:id': HOST,
  'POST /api/admin/emails/:id/retry': HOST,
  'GET /api/admin/reservations': HOST,
  'GET /api/admin/reservations/:id': HOST,
  'POST /api/admin/reservations/:id/cancel': HOST,
  'POST /api/admin/reservations/:id/confirm': HOST,
  'POST /api/admin/reservations/:id/resend-invoice': HOST,
  'PUT /api/admin/reservations/:id/door-code': HOST,
  'POST /api/admin/reservations/:id/damage-hold/claim': HOST,
  'POST /api/admin/reservations/:id/instalments/:instalmentId/received': HOST,
  'POST /api/admin/reservations/:id/instalments/:instalmentId/keep-waiting': HOST,
  'GET /api/admin/pricing': HOST,
  'PUT /api/admin/pricing': HOST,
  'GET /api/admin/pricing/changes': HOST,
  'GET /api/admin/calendar-feed': HOST_AND_COHOST,
  'POST /api/admin/calendar-feed/sync': HOST_AND_COHOST,
  'GET /api/admin/failed-jobs': HOST_AND_COHOST,
  'POST /api/admin/failed-jobs/:id/retry': HOST_AND_COHOST,
  'GET /api/admin/worker-status': HOST_AND_COHOST,
  'GET /api/admin/content/:kind': HOST_AND_COHOST,
  'PUT /api/admin/content/:kind': HOST_AND_COHOST,
  'POST /api/admin/content/:kind/preview': HOST_AND_COHOST,
  'GET /api/admin/content/:kind/versions': HOST_AND_COHOST,
  'GET /api/admin/content/:kind/versions/:version': HOST_AND_COHOST,
  'POST /api/admin/content/:kind/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/calendar-feeds': HOST_AND_COHOST,
  'POST /api/admin/calendar-feeds': HOST_AND_COHOST,
  'DELETE /api/admin/calendar-feeds/:source': HOST_AND_COHOST,
  'POST /api/admin/calendar-feeds/:source/sync': HOST_AND_COHOST,
  'GET /api/admin/calendar': HOST_AND_COHOST,
  'GET /api/admin/owner-blocks': HOST_AND_COHOST,
  'POST /api/admin/owner-blocks': HOST_AND_COHOST,
  'DELETE /api/admin/owner-blocks/:id': HOST_AND_COHOST,
  // A co-host's save keeps the host's own fields (contact email, family coupon) as they are: see the handler.
  'GET /api/admin/settings': HOST_AND_COHOST,
  'PUT /api/admin/settings': HOST_AND_COHOST,
  'GET /api/admin/settings/changes': HOST_AND_COHOST,
  'GET /api/admin/reviews': HOST_AND_COHOST,
  'PUT /api/admin/reviews/:id/reply': HOST_AND_COHOST,
  'POST /api/admin/reviews/:id/hide': HOST_AND_COHOST,
  'POST /api/admin/reviews/:id/show': HOST_AND_COHOST,
  'GET /api/admin/messages': HOST_AND_COHOST,
  'GET /api/admin/messages/:key': HOST_AND_COHOST,
  'PUT /api/admin/messages/:key': HOST_AND_COHOST,
  // A co-host previews with the sample booking only: see TemplateTrials.
  'POST /api/admin/messages/:key/preview': HOST_AND_COHOST,
  // The test goes to the signed-in person's own address: only the host has one here.
  'POST /api/admin/messages/:key/test': HOST,
  'POST /api/admin/messages/:key/reset': HOST_AND_COHOST,
  'GET /api/admin/messages/:key/versions': HOST_AND_COHOST,
  'POST /api/admin/messages/:key/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/agreement': HOST_AND_COHOST,
  'PUT /api/admin/agreement': HOST_AND_COHOST,
  'POST /api/admin/agreement/preview': HOST_AND_COHOST,
  'GET /api/admin/agreement/versions': HOST_AND_COHOST,
  'GET /api/admin/agreement/versions/:version': HOST_AND_COHOST,
  'POST /api/admin/agreement/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/agreement/signatures': HOST,
  'GET /api/admin/agreement/reservations/:id/pdf': HOST,
  // The photo admin, outside /api/admin: also the admin code in X-Access-Code (PhotoAdminGuard).
  'GET /api/photos': HOST_AND_COHOST,
  'POST /api/photos': HOST_AND_COHOST,
  'PATCH /api/photos/:id': HOST_AND_COHOST,
  'DELETE /api/photos/:id': HOST_AND_COHOST,
  'PUT /api/photo-manifest': HOST_AND_COHOST,
  'POST /api/refresh-images': HOST_AND_COHOST,
};

/** The roles a request's route allows, by the route Fastify matched (HEAD as its GET); undefined outside the table. */
export function routeAccess(method: string, routeUrl: string | undefined): AdminRouteAccess | undefined {
  return ADMIN_ROUTE_ROLES[`${method === 'HEAD' ? 'GET' : method} ${routeUrl ?? ''}`];
}
