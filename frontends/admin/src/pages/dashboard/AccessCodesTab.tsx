import { accessCodeSchema, type AccessCode } from '@lakehouse/contracts';
import { toast } from '@lakehouse/web-kit';
import { Alert, Button, CircularProgress, Stack } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { messageOf } from '../../shared';
import { useAdminQuery } from '../../use-admin-query';
import { AccessCodesTable, AccessCodeStats } from './access-codes/AccessCodesTable';
import { CreateAccessCodeDialog } from './access-codes/CreateAccessCodeDialog';
import { EditAccessCodeDialog } from './access-codes/EditAccessCodeDialog';
import { ACCESS_CODES_URL, useAccessCodeWrites } from './access-codes/use-access-code-writes';
import { ConfirmDialog } from './ConfirmDialog';

const listSchema = accessCodeSchema.array();

/** Runs a write: its toast when done, the server's reason (or `failure`) when not; whether it was done. */
async function done(write: Promise<unknown>, success: { title: string; description: string }, failure: string) {
  try {
    await write;
    toast(success);
    return true;
  } catch (error) {
    toast({ title: 'Error', description: messageOf(error, failure), variant: 'destructive' });
    return false;
  }
}

/** The access-code management tab: stats, the table and its dialogs. */
export function AccessCodesTab() {
  const state = useAdminQuery(ACCESS_CODES_URL, listSchema);
  const writes = useAccessCodeWrites();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AccessCode | null>(null);
  const [deleting, setDeleting] = useState<AccessCode | null>(null);
  const [confirmMigrate, setConfirmMigrate] = useState(false);
  const [confirmLimits, setConfirmLimits] = useState(false);
  const busy = writes.remove.isPending || writes.migrate.isPending || writes.applyLimits.isPending;

  const toggle = (code: AccessCode) =>
    void done(
      writes.toggle.mutateAsync({ id: code.id, isActive: !code.isActive }),
      { title: 'Success', description: 'Access code status updated successfully' },
      'Failed to update access code status',
    );
  const remove = async (code: AccessCode) => {
    const removed = writes.remove.mutateAsync(code.id);
    const success = { title: 'Success', description: 'Access code deleted successfully' };
    if (await done(removed, success, 'Failed to delete access code')) setDeleting(null);
  };
  const migrate = async () => {
    try {
      const { migratedCount } = await writes.migrate.mutateAsync();
      toast({ title: 'Migration Complete', description: `${migratedCount} codes migrated successfully` });
      setConfirmMigrate(false);
    } catch (error) {
      const description = messageOf(error, 'Failed to migrate access codes');
      toast({ title: 'Migration Failed', description, variant: 'destructive' });
    }
  };
  const applyLimits = async () => {
    const success = { title: 'Success', description: 'Default limits applied to unlimited codes successfully' };
    if (await done(writes.applyLimits.mutateAsync(), success, 'Failed to apply default limits'))
      setConfirmLimits(false);
  };

  return (
    <section aria-label="Access codes">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create Code
        </Button>
        <Button variant="outlined" onClick={() => setConfirmMigrate(true)}>
          Migrate from Environment
        </Button>
        <Button variant="outlined" onClick={() => setConfirmLimits(true)}>
          Apply Default Limits
        </Button>
      </Stack>
      {state.status === 'pending' && <CircularProgress aria-label="Loading access codes" />}
      {state.status === 'error' && (
        <Alert severity="error" role="alert">
          Failed to load access codes. Please refresh the page.
        </Alert>
      )}
      {state.status === 'success' && (
        <>
          <AccessCodeStats codes={state.data} />
          <AccessCodesTable codes={state.data} onToggle={toggle} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}
      {/* The dialog stays open on the new code, for the host to copy; Done closes it. */}
      <CreateAccessCodeDialog open={creating} create={writes.create} onClose={() => setCreating(false)} />
      {editing && (
        <EditAccessCodeDialog key={editing.id} code={editing} update={writes.update} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Access Code"
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        Delete access code {deleting?.codeMasked}? This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmMigrate}
        title="Migrate from Environment"
        confirmLabel="Migrate"
        busy={busy}
        onConfirm={() => void migrate()}
        onClose={() => setConfirmMigrate(false)}
      >
        Copy the access codes configured in the environment (ACCESS_CODES) into the database. Codes already there are
        skipped.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmLimits}
        title="Apply Default Limits"
        confirmLabel="Apply"
        busy={busy}
        onConfirm={() => void applyLimits()}
        onClose={() => setConfirmLimits(false)}
      >
        Give every active unlimited code its default usage limit: past guest 1, referred 10, other types 5 (family &amp;
        friends stay unlimited).
      </ConfirmDialog>
    </section>
  );
}
