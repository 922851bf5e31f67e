import { type InstalmentView, instalmentText } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { formatDateTime, messageOf } from '../../shared';

interface Props {
  reservationId: string;
  instalments: InstalmentView[];
  /** Payments can be marked received only on a confirmed stay (a hold's first payment confirms it). */
  confirmed: boolean;
  onChanged: () => void;
  /** The reservation's own cancel action (its confirmation dialog). */
  onCancel: () => void;
}

/**
 * The stay's payment schedule in the booking detail: each payment with its state, "Mark received" for money that
 * came outside Stripe, and the host's decision on a balance still declined after the retry days.
 */
export function PaymentScheduleSummary({ reservationId, instalments, confirmed, onChanged, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  if (instalments.length === 0) return null;
  const post = async (instalment: InstalmentView, action: 'received' | 'keep-waiting', done: string) => {
    setBusy(true);
    try {
      await apiRequest('POST', `/api/admin/reservations/${reservationId}/instalments/${instalment.id}/${action}`, {});
      toast({ title: 'Success', description: done });
      onChanged();
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, 'The payment could not be changed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="payments-heading" data-testid="payment-schedule">
      <Typography id="payments-heading" variant="h6" component="h2">
        Payments
      </Typography>
      <Stack spacing={1}>
        {instalments.map((instalment) => (
          <Stack key={instalment.id} spacing={0.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>
                {instalmentText(instalment)}
                {instalment.status === 'paid' && instalment.paidBy && instalment.paidBy !== 'card'
                  ? ` (marked received by ${instalment.paidBy}, ${formatDateTime(instalment.paidAt)})`
                  : ''}
              </Typography>
              {confirmed && instalment.status !== 'paid' && (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void post(instalment, 'received', 'Payment marked received')}
                >
                  Mark received
                </Button>
              )}
            </Stack>
            {instalment.status === 'declined' && instalment.hostDecision === 'asked' && confirmed && (
              <Alert severity="error">
                The card was declined on every try and the guest has not paid the link we sent. Decide what to do:
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                  <Button color="error" variant="outlined" size="small" disabled={busy} onClick={onCancel}>
                    Cancel the stay under the cancellation policy
                  </Button>
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy}
                    onClick={() => void post(instalment, 'keep-waiting', 'The stay is kept; the pay link stays open')}
                  >
                    Keep waiting
                  </Button>
                </Stack>
              </Alert>
            )}
            {instalment.hostDecision === 'keep-waiting' && instalment.status !== 'paid' && (
              <Typography variant="body2" color="text.secondary">
                You chose to keep waiting: the card is not tried again, and the guest can still pay with the link.
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </section>
  );
}
