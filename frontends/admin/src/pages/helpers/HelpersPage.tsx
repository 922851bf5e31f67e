import { ADMIN_ROLE_LABELS, type Helper, helpersOverviewSchema } from '@lakehouse/contracts';
import { Page, apiRequest, toast, useDocumentTitle } from '@lakehouse/web-kit';
import { Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { AdminPageStatus } from '../../AdminPageStatus';
import { formatDateTime } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useAdminAction } from '../../use-admin-action';
import { HOST_ONLY, useAdminStaff } from '../../use-admin-session';
import { SectionCard } from '../../versioned-form/SectionCard';
import { ConfirmDialog } from '../dashboard/ConfirmDialog';
import { InviteHelper } from './InviteHelper';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Helpers' }];

const sessionsText = (count: number) =>
  count === 0 ? 'Not signed in' : count === 1 ? 'Signed in on 1 device' : `Signed in on ${count} devices`;

/** /admin/helpers: invite a cleaner or a co-host, sign a helper out everywhere, remove them. */
export function HelpersPage() {
  useDocumentTitle('Helpers');
  const { session, staff } = useAdminStaff(HOST_ONLY);
  const loaded = useAdminQuery(session === 'admin' ? '/api/admin/helpers' : null, helpersOverviewSchema);
  const reload = useInvalidate('/api/admin/helpers');
  const [removing, setRemoving] = useState<Helper | null>(null);
  const [busy, run] = useAdminAction();
  const act = (action: () => Promise<void>, done: string, failure: string) =>
    run(async () => {
      await action();
      toast({ title: 'Done', description: done });
      reload();
    }, failure);
  const endSessions = (helper: Helper) =>
    act(
      () => apiRequest('POST', `/api/admin/helpers/${helper.id}/end-sessions`).then(() => undefined),
      `${helper.name} is signed out everywhere.`,
      'Could not sign them out.',
    );
  const remove = (helper: Helper) =>
    act(
      async () => {
        await apiRequest('DELETE', `/api/admin/helpers/${helper.id}`);
        setRemoving(null);
      },
      `${helper.name} can no longer sign in.`,
      'Could not remove them.',
    );
  const withdraw = (id: string) =>
    act(
      () => apiRequest('DELETE', `/api/admin/helpers/invites/${id}`).then(() => undefined),
      'The invite link no longer works.',
      'Could not withdraw the invite.',
    );

  return (
    <Page
      title="Helpers"
      maxWidth="md"
      breadcrumbs={BREADCRUMBS}
      subtitle="Let a cleaner or a co-host in with a link of their own, and see less than you do."
    >
      <AdminPageStatus session={session} staff={staff} load={loaded} failure="Failed to load the helpers." />
      {session === 'admin' && loaded.status === 'success' && (
        <>
          <SectionCard title="Invite someone">
            <InviteHelper onInvited={reload} />
          </SectionCard>
          <SectionCard
            title="People you let in"
            note="Signing someone out ends every session of theirs; their own sign-in link still works until you remove them."
          >
            {loaded.data.helpers.length === 0 && <Typography color="text.secondary">No one yet.</Typography>}
            {loaded.data.helpers.map((helper) => (
              <Card key={helper.id} variant="outlined" data-testid="helper">
                <CardContent>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                  >
                    <div>
                      <Typography sx={{ fontWeight: 600 }}>
                        {helper.name} · {ADMIN_ROLE_LABELS[helper.role]}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {sessionsText(helper.activeSessions)} · last sign-in {formatDateTime(helper.lastSignInAt)}
                      </Typography>
                    </div>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={busy || helper.activeSessions === 0}
                        onClick={() => void endSessions(helper)}
                      >
                        Sign Out Everywhere
                      </Button>
                      <Button
                        variant="outlined"
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() => setRemoving(helper)}
                      >
                        Remove
                      </Button>
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </SectionCard>
          {loaded.data.openInvites.length > 0 && (
            <SectionCard title="Invites not used yet">
              {loaded.data.openInvites.map((invite) => (
                <Stack
                  key={invite.id}
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography>
                    {ADMIN_ROLE_LABELS[invite.role]} · works until {formatDateTime(invite.expiresAt)}
                  </Typography>
                  <Button size="small" disabled={busy} onClick={() => void withdraw(invite.id)}>
                    Withdraw
                  </Button>
                </Stack>
              ))}
            </SectionCard>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        destructive
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      >
        They are signed out at once and their sign-in link stops working. What they changed stays, with their name.
      </ConfirmDialog>
    </Page>
  );
}
