import { authStatusSchema } from '@lakehouse/contracts';
import { navigate } from '@lakehouse/web-kit';
import { useEffect, useState } from 'react';

export type Session = 'checking' | 'admin' | 'error';

/** Checks GET /api/auth/verify: an admin session stays; anything else goes back to /admin. */
export function useAdminSession(): Session {
  const [session, setSession] = useState<Session>('checking');
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
        if (res.ok && parsed.success && parsed.data.authenticated && parsed.data.role === 'admin' && !expiredByClock) {
          setSession('admin');
        } else if (expiredByServer || (parsed.success && parsed.data.authenticated && expiredByClock)) {
          navigate('/admin?expired=1');
        } else {
          navigate('/admin');
        }
      })
      .catch(() => {
        if (active) setSession('error');
      });
    return () => {
      active = false;
    };
  }, []);
  return session;
}
