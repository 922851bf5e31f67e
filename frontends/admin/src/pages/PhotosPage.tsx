import { type AdminRole, authStatusSchema } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { CircularProgress } from '@lakehouse/web-kit/mui';
import { useEffect, useState } from 'react';
import { AdminNav } from '../AdminNav';
import { ManifestEditor } from './photos/ManifestEditor';
import { UnlockForm } from './photos/UnlockForm';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin' }, { label: 'Photo Management' }];

/**
 * Who holds an active admin session, if anyone: the page stays unlocked by the session cookie, never by a stored
 * code.
 */
async function adminSessionRole(): Promise<AdminRole | null> {
  try {
    const res = await fetch('/api/auth/verify', { credentials: 'include', headers: { Accept: 'application/json' } });
    const status = authStatusSchema.safeParse(await res.json());
    const active =
      res.ok &&
      status.success &&
      status.data.role === 'admin' &&
      status.data.expiresAt !== null &&
      new Date(status.data.expiresAt).getTime() > Date.now();
    return active ? (status.data.staff?.role ?? 'host') : null;
  } catch {
    return null;
  }
}

/** /admin/photos: locked until the admin code validates (or an admin session exists), then the curated/available/excluded editor. */
export function PhotosPage() {
  useDocumentTitle('Photo Management');
  // undefined while the session is checked, null when the page is locked.
  const [role, setRole] = useState<AdminRole | null | undefined>(undefined);
  const unlock = () => void adminSessionRole().then(setRole);

  useEffect(() => {
    let active = true;
    void adminSessionRole().then((found) => active && setRole(found));
    return () => {
      active = false;
    };
  }, []);

  return (
    <Page
      title="Photo Management"
      maxWidth="xl"
      breadcrumbs={BREADCRUMBS}
      subtitle="Upload and describe the photos, choose the curated ones, their order and the hero image."
    >
      {role === undefined ? (
        <CircularProgress aria-label="Checking your session" />
      ) : role ? (
        <>
          <AdminNav role={role} />
          <ManifestEditor onSessionEnded={() => setRole(null)} />
        </>
      ) : (
        <UnlockForm onUnlocked={unlock} />
      )}
    </Page>
  );
}
