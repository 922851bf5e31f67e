import {
  ADMIN_ROLE_LABELS,
  type HelperInvite,
  type HelperRole,
  helperInviteSchema,
  INVITE_VALID_HOURS,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CopyButton } from '../../CopyButton';
import { formatDateTime, messageOf } from '../../shared';

const WHAT_THEY_SEE: Record<HelperRole, string> = {
  cleaner:
    'sees the turnovers only: departures, next arrivals, dates and guest counts. No prices, no bookings, no codes.',
  cohost: 'sees everything but prices, bookings’ money, emails, access codes and helpers.',
};

/** A one-time invite link for a cleaner or a co-host, shown once to send. */
export function InviteHelper({ onInvited }: { onInvited: () => void }) {
  const [role, setRole] = useState<HelperRole>('cleaner');
  const [invite, setInvite] = useState<HelperInvite | null>(null);
  const [busy, setBusy] = useState(false);
  const link = invite ? `${window.location.origin}${invite.path}` : '';

  const create = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/admin/helpers/invites', { role });
      setInvite(helperInviteSchema.parse(await res.json()));
      onInvited();
    } catch (err) {
      toast({ title: 'No Invite', description: messageOf(err, 'Could not make the invite.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label="Invite as"
        value={role}
        onChange={(event) => {
          setRole(event.target.value as HelperRole);
          setInvite(null);
        }}
      >
        {(['cleaner', 'cohost'] as const).map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={
              <Typography>
                <strong>{ADMIN_ROLE_LABELS[value]}</strong> {WHAT_THEY_SEE[value]}
              </Typography>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 1 }}
          />
        ))}
      </RadioGroup>
      {invite ? (
        <Stack spacing={1.5}>
          <Alert severity="info">
            Send this link to your {ADMIN_ROLE_LABELS[invite.role].toLowerCase()}. It works once, until{' '}
            {formatDateTime(invite.expiresAt)} ({INVITE_VALID_HOURS} hours), and is shown only now.
          </Alert>
          <TextField
            label="Invite link"
            value={link}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-link' } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <CopyButton text={link} label="Copy Link" copied="Send the link to the person you invite." />
            <Button variant="text" onClick={() => setInvite(null)}>
              Done
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="contained" onClick={() => void create()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          Create Invite Link
        </Button>
      )}
    </Stack>
  );
}
