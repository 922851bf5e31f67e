import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The routes whose answer depends on who asks (the admin's, a guest's booking, the session, a reservation ticket's,
 * a guest session's coupon): never stored by a browser's or a shared cache. A public read answers everyone alike,
 * cookie or not, and keeps its own caching.
 */
const PRIVATE_PATHS =
  /^\/api\/(admin|photos|bookings|auth|reservations|create-payment-intent|send-booking-emails|config\/(?!pricing|calculate-pricing)[^/?]+)(\/|\?|$)/;

/**
 * Private JSON carries `Cache-Control: no-store`: the routes above, and any API answer that sets a cookie. A shared cache (a CDN, a company proxy) would
 * otherwise be free to keep and hand one person's answer to the next.
 */
export function keepPrivateAnswersPrivate(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const url = request.url;
    if (PRIVATE_PATHS.test(url) || (url.startsWith('/api/') && reply.getHeader('set-cookie') !== undefined)) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
