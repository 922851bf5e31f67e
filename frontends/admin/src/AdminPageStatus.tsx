import { Alert, CircularProgress, Typography } from '@lakehouse/web-kit/mui';
import { AdminNav } from './AdminNav';
import { type LoadState, messageOf } from './shared';
import type { Session, Staff } from './use-admin-session';

/**
 * What an admin page shows above its content: the admin's navigation once the session is known, a spinner while
 * the session is checked or the page's data loads, and in words why it can't show (the session check failed, or
 * the data did not load).
 */
export function AdminPageStatus({
  session,
  staff,
  load,
  failure,
}: {
  session: Session;
  /** Who is signed in: their pages are linked. */
  staff?: Staff;
  load?: LoadState;
  /** Said when the data fails without a message of its own. */
  failure?: string;
}) {
  const loading = session === 'checking' || (session === 'admin' && load?.status === 'pending');
  return (
    <>
      {session === 'admin' && staff && <AdminNav role={staff.role} />}
      {loading && <CircularProgress aria-label="Loading" />}
      {session === 'error' && (
        <Typography role="alert" color="error">
          Network error during authentication verification
        </Typography>
      )}
      {session === 'admin' && load?.status === 'error' && (
        <Alert severity="error" role="alert">
          {messageOf(load.error, failure ?? 'Failed to load this page. Please refresh the page.')}
        </Alert>
      )}
    </>
  );
}
