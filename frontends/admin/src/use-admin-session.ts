import { ADMIN_HOME, type AdminRole, authStatusSchema } from '@lakehouse/contracts';
import { navigate } from '@lakehouse/web-kit';
import { useEffect, useState } from 'react';

export type Session = 'checking' | 'admin' | 'error';

/** The admin's person as the session says: the host, or a helper by name. */
export type Staff = { role: AdminRole; name: string };

/** The pages of money and of who gets in: prices, the overview, helpers, the sign-in's second factor. */
export const HOST_ONLY: readonly AdminRole[] = ['host'];

/** What the host and a co-host open; the money pages (prices, the overview) are the host's alone. */
const HOST_AND_COHOST: readonly AdminRole[] = ['host', 'cohost'];

/**
 * Checks GET /api/auth/verify: an admin session of one of `roles` stays; another admin person goes to their own
 * home (a cleaner to the turnovers); anything else goes back to /admin.
 */
export function useAdminStaff(roles: readonly AdminRole[] = HOST_AND_COHOST): { session: Session; staff?: Staff } {
  const [state, setState] = useState<{ session: Session; staff?: Staff }>({ session: 'checking' });
  const rolesKey = roles.join(',');
  useEffect(() => {
    let active = true;
    fetch('/api/auth/verify', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const body: unknown = await res.json().catch(() => ({}));
        const parsed = authStatusSchema.safeParse(body);
        const message = parsed.success ? parsed.data.message : '';
        const expiredByServer = /expired/i.test(message);
        const expiredByClock =
          parsed.success && parsed.data.expiresAt !== null && new Date(parsed.data.expiresAt).getTime() <= Date.now();
        if (!active) return;
        const staff = parsed.success ? parsed.data.staff : undefined;
        if (res.ok && parsed.success && parsed.data.authenticated && parsed.data.role === 'admin' && !expiredByClock) {
          const role = staff?.role ?? 'host';
          if (rolesKey.split(',').includes(role))
            setState({ session: 'admin', staff: staff ?? { role, name: 'the host' } });
          else navigate(ADMIN_HOME[role]);
        } else if (expiredByServer || (parsed.success && parsed.data.authenticated && expiredByClock)) {
          navigate('/admin?expired=1');
        } else {
          navigate('/admin');
        }
      })
      .catch(() => {
        if (active) setState({ session: 'error' });
      });
    return () => {
      active = false;
    };
  }, [rolesKey]);
  return state;
}
