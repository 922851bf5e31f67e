import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiSecurity, type SecuritySchemeObject } from '@nestjs/swagger';

/** The ways a caller proves who it is, as the OpenAPI document names them. */
export const SECURITY_SCHEMES = {
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'lakehouse_session',
    description:
      "The session cookie of an admin sign-in: the host's (POST /api/admin/login, with the authenticator's code once " +
      "added) or a helper's (an invite or personal sign-in link). Each route is open to some of host, co-host, cleaner.",
  },
  guestSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'lakehouse_session',
    description: "The session cookie of a guest's access code (POST /api/access/verify): its role sets what it sees.",
  },
  adminCode: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Access-Code',
    description: 'The admin code itself (the photo page), limited and audited like the sign-in.',
  },
  reservationTicket: {
    type: 'apiKey',
    in: 'cookie',
    name: 'lakehouse_reservation',
    description: 'The signed ticket POST /api/reservations gives the browser that made the reservation (24 hours).',
  },
  bookingKey: {
    type: 'apiKey',
    in: 'query',
    name: 'key',
    description: "The signed key in the link of every booking email: the guest's own booking page, no account.",
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature over the webhook's exact bytes.",
  },
} satisfies Record<string, SecuritySchemeObject>;

export type SecurityScheme = keyof typeof SECURITY_SCHEMES;

/**
 * Who may call a route (on a controller, or one of its methods): each argument is one way in, `'anyone'` a call
 * without credentials. Documents the guard or check; it enforces nothing.
 */
export function ApiAccess(
  ...ways: [SecurityScheme | 'anyone', ...(SecurityScheme | 'anyone')[]]
): ClassDecorator & MethodDecorator {
  return applyDecorators(...ways.map((way) => ApiSecurity(way === 'anyone' ? {} : way)));
}

/** The extension that carries a route's own client errors into the document, where they become its responses. */
export const CLIENT_ERRORS_EXTENSION = 'x-client-errors';

export type ClientErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * The 4xx answers particular to a route, beyond those its access and method imply (see openapi-document.ts):
 * each is documented with the API's error body.
 */
export function ApiErrors(...statuses: ClientErrorStatus[]): MethodDecorator {
  return ApiExtension(CLIENT_ERRORS_EXTENSION, statuses);
}
