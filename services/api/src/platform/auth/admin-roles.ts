import { SetMetadata } from '@nestjs/common';
import type { AdminRole } from '@lakehouse/contracts';

export const ADMIN_ROLES_KEY = 'lakehouse:admin-roles';

/** A route of the admin that needs no session: the sign-ins themselves. */
export const OPEN_ADMIN_ROUTE = 'open';

export type AdminRouteAccess = readonly AdminRole[] | typeof OPEN_ADMIN_ROUTE;

/**
 * Who among the admin's people may call a route (on a controller, or one of its methods, which wins). Read by the
 * global AdminGuard; a route under /api/admin without it is the host's alone, so a new route can't be left open.
 */
export const AllowRoles = (...roles: [AdminRole, ...AdminRole[]]) => SetMetadata(ADMIN_ROLES_KEY, roles);

/** A route under /api/admin anyone may call (signing in, accepting an invite). */
export const OpenAdminRoute = () => SetMetadata(ADMIN_ROLES_KEY, OPEN_ADMIN_ROUTE);
