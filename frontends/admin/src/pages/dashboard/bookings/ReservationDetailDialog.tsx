import { adminReservationDetailResponseSchema, type HostRefund } from '@lakehouse/contracts';
import { apiRequest, toast, useApiMutation } from '@lakehouse/web-kit';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { dayText, formatDateTime, formatMoney, messageOf } from '../../../shared';
import { useAdminQuery, useInvalidate } from '../../../use-admin-query';
import { ArrivalSummary } from '../ArrivalSummary';
import { ConfirmDialog } from '../ConfirmDialog';
import { DamageHoldPanel } from '../DamageHoldPanel';
import { DoorCodePanel } from '../DoorCodePanel';
import { LoadStatus } from '../LoadStatus';
import { PaymentScheduleSummary } from '../PaymentScheduleSummary';
import { RefundChoice } from '../RefundChoice';
import { RESERVATIONS_URL } from './ReservationsTable';
import { RESERVATION_ACTIONS, type ReservationAction } from './reservation-actions';
import { ReservationRecords } from './ReservationRecords';
import { ReservationStatusChip } from './ReservationStatusChip';

/** One booking in full, with the host's actions: cancel (with its refund), confirm by hand, resend the invoice. */
export function ReservationDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const state = useAdminQuery(`${RESERVATIONS_URL}/${id}`, adminReservationDetailResponseSchema);
  // What a panel changed (a payment, the door code, a hold) shows in this dialog and in the list behind it.
  const reload = useInvalidate(RESERVATIONS_URL);
  const [confirming, setConfirming] = useState<ReservationAction | null>(null);
  const [refund, setRefund] = useState<HostRefund>('full');
  const cancellation = state.status === 'success' ? state.data.cancellation : null;
  const action = useApiMutation(
    (chosen: ReservationAction) =>
      apiRequest('POST', `${RESERVATIONS_URL}/${id}/${chosen}`, chosen === 'cancel' && cancellation ? { refund } : {}),
    [RESERVATIONS_URL],
  );

  const act = async (chosen: ReservationAction) => {
    const labels = RESERVATION_ACTIONS[chosen];
    try {
      await action.mutateAsync(chosen);
      toast({ title: 'Success', description: labels.ok });
      setConfirming(null);
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error, labels.fail), variant: 'destructive' });
    }
  };

  const r = state.status === 'success' ? state.data.reservation : null;
  const closed = r ? r.status === 'cancelled' || r.status === 'expired' : true;
  return (
    <Dialog open onClose={onClose} aria-labelledby="reservation-title" fullWidth maxWidth="md">
      <DialogTitle id="reservation-title">Reservation {r ? `— ${r.guestName}` : ''}</DialogTitle>
      <DialogContent tabIndex={0}>
        <LoadStatus state={state} loading="Loading reservation" failure="Failed to load the reservation" />
        {r && state.status === 'success' && (
          <Stack spacing={2}>
            <Typography component="div">
              <ReservationStatusChip reservation={r} /> {dayText(r.checkIn)} → {dayText(r.checkOut)}
              {r.nights !== undefined ? ` (${r.nights} nights)` : ''}, {r.guestCount} guests
            </Typography>
            <Typography>
              {r.guestName} · {r.guestEmail}
              {r.guestPhone ? ` · ${r.guestPhone}` : ''}
              {r.role ? ` · role ${r.role}` : ''}
            </Typography>
            {r.specialRequests && <Typography>Special requests: {r.specialRequests}</Typography>}
            {r.status === 'held' && !r.invoiced && (
              <Alert severity="info" data-testid="no-invoice-note">
                No invoice has been sent from the site for this hold (with manual payments the site sends none): send
                the guest your invoice, then use Confirm manually once it is paid.
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              Created {formatDateTime(r.createdAt)}
              {r.holdExpiresAt ? ` · hold until ${formatDateTime(r.holdExpiresAt)}` : ''}
              {r.confirmedAt ? ` · confirmed ${formatDateTime(r.confirmedAt)}` : ''}
              {r.clientTotalAmount ? ` · total the guest saw ${formatMoney(r.clientTotalAmount)}` : ''}
              {r.refunded !== null ? ` · refunded ${formatMoney(r.refunded)}` : ''}
            </Typography>
            <ArrivalSummary arrival={state.data.arrival} />
            <PaymentScheduleSummary
              reservationId={id}
              instalments={state.data.instalments}
              confirmed={r.status === 'confirmed'}
              onChanged={reload}
              onCancel={() => setConfirming('cancel')}
            />
            {state.data.doorCode && (
              <DoorCodePanel reservationId={r.id} doorCode={state.data.doorCode} onChanged={reload} />
            )}
            <DamageHoldPanel reservationId={id} hold={state.data.damageHold} onClaimed={reload} />
            <ReservationRecords detail={state.data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* Only an invoice the site sent can be sent again; with manual payments the host sends it. */}
        {r?.invoiced && (
          <Button onClick={() => setConfirming('resend-invoice')} disabled={closed}>
            Resend invoice
          </Button>
        )}
        <Button onClick={() => setConfirming('confirm')} disabled={!r || closed || r.status === 'confirmed'}>
          Confirm manually
        </Button>
        <Button color="error" onClick={() => setConfirming('cancel')} disabled={!r || closed}>
          Cancel reservation
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      {confirming && (
        <ConfirmDialog
          open
          title={RESERVATION_ACTIONS[confirming].title}
          confirmLabel={RESERVATION_ACTIONS[confirming].button}
          destructive={confirming === 'cancel'}
          busy={action.isPending}
          onConfirm={() => void act(confirming)}
          onClose={() => setConfirming(null)}
        >
          {RESERVATION_ACTIONS[confirming].text}
          {confirming === 'cancel' && cancellation && (
            <RefundChoice quote={cancellation} value={refund} onChange={setRefund} />
          )}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
