import { type AdminDamageHold, damageHoldClaimSchema, formatDollars } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { formatDateTime, messageOf } from '../../shared';

type CardHold = Extract<AdminDamageHold, { kind: 'card' }>;

/** Where the hold on the guest's card stands, in the host's words. */
function holdState(hold: CardHold): string {
  const amount = formatDollars(hold.amount);
  const release = formatDateTime(hold.releaseAt);
  switch (hold.status) {
    case 'scheduled':
      return `${amount} will be held on the guest's card from ${formatDateTime(hold.placeAt)} and released ${release}.`;
    case 'placing':
      return `${amount} is being placed on the guest's card now.`;
    case 'placed':
      return hold.claimed === null
        ? `${amount} is held on the guest's card (since ${formatDateTime(hold.placeAt)}); it is released ${release} unless you claim from it.` +
            (hold.lapsesAt
              ? ` The card's authorization lasts until ${formatDateTime(hold.lapsesAt)}; the site renews it before then when the stay needs it.`
              : '')
        : `Charging ${formatDollars(hold.claimed)} of the ${amount} hold (${hold.claimReason ?? ''}).`;
    case 'failed':
      return `The ${amount} hold could not be placed on the guest's card: ${hold.lastError ?? 'the bank refused it'}. You and the guest were emailed; the site tries again each day until the stay ends.`;
    case 'released':
      return `The ${amount} hold was released to the guest's card ${release}. Nothing was charged.`;
    case 'claimed':
      return `You claimed ${formatDollars(hold.claimed ?? 0)} of the ${amount} hold (${hold.claimReason ?? ''}); the rest went back to the guest's card.`;
    case 'lapsed':
      return hold.claimed === null
        ? `The card's authorization for ${amount} lapsed (banks drop a hold after about 7 days); the site places a new one while the stay needs it.`
        : `The card's authorization lapsed before your claim of ${formatDollars(hold.claimed)} could be charged; nothing was charged. Ask the guest to pay you directly.`;
  }
}

/** The stay's damage deposit in the reservation's detail, with the form to claim part or all of it. */
export function DamageHoldPanel({
  reservationId,
  hold,
  onClaimed,
}: {
  reservationId: string;
  hold: AdminDamageHold;
  onClaimed: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string>>>({});
  const [busy, setBusy] = useState(false);

  const claim = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = damageHoldClaimSchema.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('POST', `/api/admin/reservations/${reservationId}/damage-hold/claim`, parsed.data);
      toast({
        title: 'Claim recorded',
        description: `${formatDollars(parsed.data.amount)} is being charged; the guest is emailed the amount and your reason.`,
      });
      onClaimed();
    } catch (error) {
      toast({
        title: 'Claim refused',
        description: messageOf(error, 'Failed to claim from the hold.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="damage-hold-heading" data-testid="damage-hold">
      <Typography id="damage-hold-heading" variant="h6" component="h2">
        Damage deposit
      </Typography>
      {hold.kind === 'none' && <Typography color="text.secondary">No damage deposit for this stay.</Typography>}
      {hold.kind === 'host' && (
        <Typography>
          {formatDollars(hold.amount)}, handled by you: the site takes no card payments for this stay, so nothing is
          held on a card.
        </Typography>
      )}
      {hold.kind === 'card' && (
        <Stack spacing={2}>
          {hold.status === 'failed' ? (
            <Alert severity="warning">{holdState(hold)}</Alert>
          ) : (
            <Typography>{holdState(hold)}</Typography>
          )}
          {hold.claimable && (
            <Stack
              component="form"
              spacing={2}
              onSubmit={(event) => void claim(event)}
              noValidate
              aria-label="Claim from the hold"
            >
              <TextField
                name="amount"
                label="Amount to claim ($)"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={Boolean(errors.amount)}
                helperText={
                  errors.amount ?? `Up to ${formatDollars(hold.amount)}; the rest goes back to the guest's card`
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                name="reason"
                label="Reason (the guest reads it)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(errors.reason)}
                helperText={errors.reason}
                multiline
                minRows={2}
              />
              <Button
                type="submit"
                variant="contained"
                color="warning"
                disabled={busy}
                sx={{ alignSelf: 'flex-start' }}
              >
                Claim from the hold
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </section>
  );
}
