import { signInSecuritySchema, recoveryCodesSchema } from '@lakehouse/contracts';
import { Page, apiRequest, useDocumentTitle } from '@lakehouse/web-kit';
import { Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { AdminPageStatus } from '../../AdminPageStatus';
import { formatDateTime } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useAdminAction } from '../../use-admin-action';
import { HOST_ONLY, useAdminStaff } from '../../use-admin-session';
import { SectionCard } from '../../versioned-form/SectionCard';
import { ConfirmDialog } from '../dashboard/ConfirmDialog';
import { AddAuthenticator } from './AddAuthenticator';
import { RecoveryCodesList } from './RecoveryCodesList';

const BREADCRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Admin', href: '/admin/dashboard' },
  { label: 'Sign-in Security' },
];

/** /admin/security: the host's second factor (an authenticator app) and its recovery codes. */
export function SignInSecurityPage() {
  useDocumentTitle('Sign-in Security');
  const { session, staff } = useAdminStaff(HOST_ONLY);
  const loaded = useAdminQuery(session === 'admin' ? '/api/admin/sign-in-security' : null, signInSecuritySchema);
  const reload = useInvalidate('/api/admin/sign-in-security');
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, act] = useAdminAction();
  const renewCodes = () =>
    act(async () => {
      const res = await apiRequest('POST', '/api/admin/recovery-codes');
      setShownCodes(recoveryCodesSchema.parse(await res.json()).recoveryCodes);
    }, 'Could not make new recovery codes.');
  const remove = () =>
    act(async () => {
      await apiRequest('DELETE', '/api/admin/totp');
      setConfirmRemove(false);
      reload();
    }, 'Could not remove the authenticator app.');

  return (
    <Page
      title="Sign-in Security"
      maxWidth="md"
      breadcrumbs={BREADCRUMBS}
      subtitle="The admin code stays your way in; an authenticator app makes it need your phone too."
    >
      <AdminPageStatus session={session} staff={staff} load={loaded} failure="Failed to load the sign-in settings." />
      {session === 'admin' && loaded.status === 'success' && (
        <SectionCard
          title="Authenticator app"
          note="Once added, signing in asks for the admin code and then the 6-digit code from your phone."
        >
          {shownCodes ? (
            <RecoveryCodesList
              codes={shownCodes}
              onDone={() => {
                setShownCodes(null);
                reload();
              }}
            />
          ) : loaded.data.totp ? (
            <Stack spacing={2}>
              <Typography>
                Added {formatDateTime(loaded.data.totp.addedAt)}. Recovery codes left:{' '}
                <strong>{loaded.data.recoveryCodesLeft}</strong> of 10.
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => void renewCodes()} disabled={busy}>
                  New Recovery Codes
                </Button>
                <Button variant="outlined" color="error" onClick={() => setConfirmRemove(true)} disabled={busy}>
                  Remove Authenticator
                </Button>
              </Stack>
            </Stack>
          ) : (
            <AddAuthenticator onConfirmed={setShownCodes} />
          )}
        </SectionCard>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title="Remove the authenticator app?"
        confirmLabel="Remove"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      >
        The admin code alone will sign in again, and the recovery codes stop working.
      </ConfirmDialog>
    </Page>
  );
}
