import {
  accessCodeSchema,
  accessCodeTypeSchema,
  createAccessCodeSchema,
  defaultLimitsAppliedSchema,
  migratedAccessCodesSchema,
  updateAccessCodeSchema,
  type AccessCode,
  type AccessCodeType,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { formatDateTime, messageOf, useReloadable } from '../../shared';
import { ConfirmDialog } from './ConfirmDialog';
import { generateAccessCode } from './generate-access-code';

const listSchema = accessCodeSchema.array();
const parseList = (body: unknown) => listSchema.parse(body);

const TYPE_LABELS: Record<AccessCodeType, string> = {
  family_friend: 'Family & friends',
  past_guest: 'Past guest',
  referred: 'Referred',
};

/** '' → null; otherwise the number typed (the schema decides if it is a whole number ≥ 1). */
function maxUsageValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** A datetime-local value ('2026-11-22T15:45') as an ISO instant, '' → null; the schema rejects garbage. */
function expiryValue(text: string): string | null {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`stat-${label.toLowerCase()}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [code, setCode] = useState('');
  const [type, setType] = useState<AccessCodeType | ''>('');
  const [description, setDescription] = useState('');
  const [maxUsage, setMaxUsage] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** The code just created, shown once in full to copy (the list shows codes masked). */
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const reset = () => {
    setCode('');
    setType('');
    setDescription('');
    setMaxUsage('');
    setExpiresAt('');
    setIsActive(true);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !type) {
      setErrors({ form: 'Please fill in all required fields' });
      toast({ title: 'Error', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    const parsed = createAccessCodeSchema.safeParse({
      code,
      type,
      description: description.trim() || null,
      isActive,
      maxUsage: maxUsageValue(maxUsage),
      expiresAt: expiryValue(expiresAt),
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('POST', '/api/admin/access-codes', parsed.data);
      toast({ title: 'Success', description: 'Access code created successfully' });
      reset();
      setCreated(parsed.data.code);
      setCopied(false);
      onCreated();
    } catch (error) {
      const message = messageOf(error, 'Failed to create access code');
      setErrors({ form: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setCreated(null);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created ?? '');
      setCopied(true);
    } catch {
      toast({ title: 'Not Copied', description: 'Select the code and copy it by hand.', variant: 'destructive' });
    }
  };

  if (created) {
    return (
      <Dialog open={open} onClose={close} aria-labelledby="created-code-title" fullWidth maxWidth="sm">
        <DialogTitle id="created-code-title">Access Code Created</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Send this code to your guest now: this is the only time it is shown in full (the list shows it masked).
          </Typography>
          <Typography
            data-testid="created-code"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.6rem',
              letterSpacing: 2,
              userSelect: 'all',
              wordBreak: 'break-all',
            }}
          >
            {created}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy Code'}</Button>
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="create-code-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create access code">
        <DialogTitle id="create-code-title">Create Access Code</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
            <TextField
              label="Code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              error={Boolean(errors.code)}
              helperText={errors.code ?? 'Type your own (8 characters or more), or generate one.'}
              slotProps={{
                htmlInput: { autoCapitalize: 'characters', spellCheck: false },
                input: {
                  endAdornment: (
                    <Button size="small" onClick={() => setCode(generateAccessCode())} sx={{ flexShrink: 0 }}>
                      Generate
                    </Button>
                  ),
                },
              }}
            />
            <TextField
              select
              label="Type"
              required
              value={type}
              onChange={(e) => setType(e.target.value as AccessCodeType)}
              error={Boolean(errors.type)}
              helperText={errors.type}
            >
              {accessCodeTypeSchema.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {TYPE_LABELS[option]} ({option})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description}
            />
            <LimitFields
              maxUsage={[maxUsage, setMaxUsage]}
              expiresAt={[expiresAt, setExpiresAt]}
              isActive={[isActive, setIsActive]}
              errors={errors}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Creating...' : 'Create'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function EditDialog({ code, onClose, onSaved }: { code: AccessCode; onClose: () => void; onSaved: () => void }) {
  const [maxUsage, setMaxUsage] = useState(code.maxUsage === null ? '' : String(code.maxUsage));
  const [expiresAt, setExpiresAt] = useState(toLocalInput(code.expiresAt));
  const [isActive, setIsActive] = useState(code.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateAccessCodeSchema.safeParse({
      maxUsage: maxUsageValue(maxUsage),
      expiresAt: expiryValue(expiresAt),
      isActive,
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('PUT', `/api/admin/access-codes/${code.id}`, parsed.data);
      toast({ title: 'Success', description: 'Access code updated successfully' });
      onSaved();
    } catch (error) {
      const message = messageOf(error, 'Failed to update access code');
      setErrors({ form: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="edit-code-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit access code">
        <DialogTitle id="edit-code-title">Edit Access Code {code.codeMasked}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
            <LimitFields
              maxUsage={[maxUsage, setMaxUsage]}
              expiresAt={[expiresAt, setExpiresAt]}
              isActive={[isActive, setIsActive]}
              errors={errors}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The access-code management tab: stats, the table and its dialogs. */
export function AccessCodesTab() {
  const [state, reload] = useReloadable('/api/admin/access-codes', parseList);
  // 'Expired' counts the codes past their date when the tab opened (a render reads no clock).
  const [openedAt] = useState(Date.now);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AccessCode | null>(null);
  const [deleting, setDeleting] = useState<AccessCode | null>(null);
  const [confirmMigrate, setConfirmMigrate] = useState(false);
  const [confirmLimits, setConfirmLimits] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggle = async (code: AccessCode) => {
    const body = updateAccessCodeSchema.parse({ isActive: !code.isActive });
    try {
      await apiRequest('PUT', `/api/admin/access-codes/${code.id}`, body);
      toast({ title: 'Success', description: 'Access code status updated successfully' });
      reload();
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to update access code status'),
        variant: 'destructive',
      });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/admin/access-codes/${deleting.id}`);
      toast({ title: 'Success', description: 'Access code deleted successfully' });
      setDeleting(null);
      reload();
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error, 'Failed to delete access code'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const migrate = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/admin/migrate-access-codes', {});
      const { migratedCount } = migratedAccessCodesSchema.parse(await res.json());
      toast({ title: 'Migration Complete', description: `${migratedCount} codes migrated successfully` });
      setConfirmMigrate(false);
      reload();
    } catch (error) {
      toast({
        title: 'Migration Failed',
        description: messageOf(error, 'Failed to migrate access codes'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const applyLimits = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/admin/access-codes/apply-default-limits', {});
      defaultLimitsAppliedSchema.parse(await res.json());
      toast({ title: 'Success', description: 'Default limits applied to unlimited codes successfully' });
      setConfirmLimits(false);
      reload();
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'Failed to apply default limits'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const codes = state.status === 'success' ? state.data : [];
  const active = codes.filter((c) => c.isActive).length;
  const unlimited = codes.filter((c) => c.maxUsage === null).length;
  const expired = codes.filter((c) => c.expiresAt !== null && new Date(c.expiresAt).getTime() < openedAt).length;

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
      {state.status === 'loading' && <CircularProgress aria-label="Loading access codes" />}
      {state.status === 'error' && (
        <Alert severity="error" role="alert">
          Failed to load access codes. Please refresh the page.
        </Alert>
      )}
      {state.status === 'success' && (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
            <StatCard label="Total" value={codes.length} />
            <StatCard label="Active" value={active} />
            <StatCard label="Inactive" value={codes.length - active} />
            <StatCard label="Unlimited" value={unlimited} />
            <StatCard label="Expired" value={expired} />
          </Stack>
          <TableContainer>
            <Table size="small" aria-label="Access codes">
              <TableHead>
                <TableRow>
                  <TableCell>Code</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Usage</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell>Expires</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {codes.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>No access codes yet.</TableCell>
                  </TableRow>
                )}
                {codes.map((code) => (
                  <TableRow key={code.id} data-testid="access-code-row">
                    <TableCell sx={{ fontFamily: 'monospace' }}>{code.codeMasked}</TableCell>
                    <TableCell>{TYPE_LABELS[code.type]}</TableCell>
                    <TableCell>{code.description ?? '—'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={code.isActive ? 'Active' : 'Inactive'}
                        color={code.isActive ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell>
                      {code.maxUsage === null
                        ? `${code.usageCount} / Unlimited`
                        : `${code.usageCount}/${code.maxUsage}`}
                    </TableCell>
                    <TableCell>{formatDateTime(code.createdAt)}</TableCell>
                    <TableCell>{code.expiresAt ? formatDateTime(code.expiresAt) : 'Never'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          onClick={() => void toggle(code)}
                          aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${code.codeMasked}`}
                        >
                          {code.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                        <Button size="small" onClick={() => setEditing(code)} aria-label={`Edit ${code.codeMasked}`}>
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setDeleting(code)}
                          aria-label={`Delete ${code.codeMasked}`}
                        >
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <CreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        // The dialog stays open on the new code, for the host to copy; Done closes it.
        onCreated={reload}
      />
      {editing && (
        <EditDialog
          key={editing.id}
          code={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Access Code"
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
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

/** Max usage, expiry and active: the fields the create and edit dialogs share. */
function LimitFields({
  maxUsage: [maxUsage, setMaxUsage],
  expiresAt: [expiresAt, setExpiresAt],
  isActive: [isActive, setIsActive],
  errors,
}: {
  maxUsage: [string, (value: string) => void];
  expiresAt: [string, (value: string) => void];
  isActive: [boolean, (value: boolean) => void];
  errors: { maxUsage?: string; expiresAt?: string };
}) {
  return (
    <>
      <TextField
        label="Max usage"
        type="number"
        value={maxUsage}
        onChange={(e) => setMaxUsage(e.target.value)}
        error={Boolean(errors.maxUsage)}
        helperText={errors.maxUsage ?? 'Empty = unlimited'}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField
        label="Expires"
        type="datetime-local"
        value={expiresAt}
        onChange={(e) => setExpiresAt(e.target.value)}
        error={Boolean(errors.expiresAt)}
        helperText={errors.expiresAt ?? 'Empty = never expires'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={<Switch checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />}
        label="Active"
      />
    </>
  );
}
