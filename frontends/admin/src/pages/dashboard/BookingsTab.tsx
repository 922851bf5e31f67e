import {
  adminReservationDetailResponseSchema,
  adminReservationsResponseSchema,
  priceBreakdown,
  priceLineAmountText,
  type AdminReservation,
  type HostRefund,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dayText, formatDateTime, formatMoney, messageOf } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { ArrivalSummary } from './ArrivalSummary';
import { DoorCodePanel } from './DoorCodePanel';
import { ConfirmDialog } from './ConfirmDialog';
import { DamageHoldPanel } from './DamageHoldPanel';
import { EmailStatusChip } from './EmailsTab';
import { LoadStatus } from './LoadStatus';
import { PaymentScheduleSummary } from './PaymentScheduleSummary';
import { RefundChoice } from './RefundChoice';

type ReservationSummary = AdminReservation;

const STATUSES = adminReservationsResponseSchema.shape.reservations.element.shape.status.options;

const parseList = (body: unknown) => adminReservationsResponseSchema.parse(body).reservations;
const parseDetail = (body: unknown) => adminReservationDetailResponseSchema.parse(body);

/** 'held' shows the hold's time left; 'invoiced' is a held reservation whose invoice went out. */
function timeLeft(until: string | null, now = Date.now()): string {
  if (!until) return '';
  const ms = new Date(until).getTime() - now;
  if (Number.isNaN(ms) || ms <= 0) return 'expiring';
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return hours > 0 ? `${hours}h ${minutes}m left` : `${minutes}m left`;
}

/** inquiry, held (with the time left), invoiced (a held one whose invoice went out), confirmed, expired, cancelled. */
function StatusChip({ reservation }: { reservation: ReservationSummary }) {
  const { status } = reservation;
  if (status === 'held') {
    const left = timeLeft(reservation.holdExpiresAt);
    const label = `${reservation.invoiced ? 'invoiced' : 'held'}${left ? ` · ${left}` : ''}`;
    return <Chip size="small" label={label} sx={{ bgcolor: '#7a4100', color: '#fff' }} />;
  }
  if (status === 'confirmed') return <Chip size="small" color="success" label={status} />;
  return <Chip size="small" variant={status === 'inquiry' ? 'filled' : 'outlined'} label={status} />;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{value}</TableCell>
    </TableRow>
  );
}

function DetailDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const state = useAdminQuery(`/api/admin/reservations/${id}`, parseDetail);
  const reload = useInvalidate(`/api/admin/reservations/${id}`);
  const [confirming, setConfirming] = useState<null | 'cancel' | 'confirm' | 'resend-invoice'>(null);
  const [busy, setBusy] = useState(false);
  const [refund, setRefund] = useState<HostRefund>('full');

  const LABELS = {
    cancel: {
      title: 'Cancel Reservation',
      ok: 'Reservation cancelled successfully',
      fail: 'Failed to cancel reservation',
      button: 'Cancel reservation',
      text: 'Cancel this reservation? Its dates are released. This cannot be undone.',
    },
    confirm: {
      title: 'Confirm Manually',
      ok: 'Reservation confirmed successfully',
      fail: 'Failed to confirm reservation',
      button: 'Confirm',
      text: 'Mark this reservation as confirmed (paid outside the site)?',
    },
    'resend-invoice': {
      title: 'Resend Invoice',
      ok: 'Invoice resent successfully',
      fail: 'Failed to resend invoice',
      button: 'Resend',
      text: 'Send the invoice email to the guest again?',
    },
  } as const;

  const cancellation = state.status === 'success' ? state.data.cancellation : null;
  const act = async () => {
    if (!confirming) return;
    const labels = LABELS[confirming];
    setBusy(true);
    try {
      const body = confirming === 'cancel' && cancellation ? { refund } : {};
      await apiRequest('POST', `/api/admin/reservations/${id}/${confirming}`, body);
      toast({ title: 'Success', description: labels.ok });
      setConfirming(null);
      reload();
      onChanged();
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error, labels.fail), variant: 'destructive' });
    } finally {
      setBusy(false);
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
              <StatusChip reservation={r} /> {dayText(r.checkIn)} → {dayText(r.checkOut)}
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
              onChanged={() => {
                reload();
                onChanged();
              }}
              onCancel={() => setConfirming('cancel')}
            />
            {state.data.doorCode && (
              <DoorCodePanel reservationId={r.id} doorCode={state.data.doorCode} onChanged={reload} />
            )}
            <DamageHoldPanel reservationId={id} hold={state.data.damageHold} onClaimed={reload} />
            <Typography variant="h6" component="h2">
              Price breakdown
            </Typography>
            <Table size="small" aria-label="Price breakdown">
              <TableBody>
                {priceBreakdown(r.pricing, r.nights).map((line) => (
                  <Row key={line.key} label={line.label} value={priceLineAmountText(line)} />
                ))}
              </TableBody>
            </Table>
            <Typography variant="h6" component="h2">
              Email history
            </Typography>
            {state.data.emails.length === 0 ? (
              <Typography>No emails.</Typography>
            ) : (
              <Table size="small" aria-label="Email history">
                <TableHead>
                  <TableRow>
                    <TableCell>Kind</TableCell>
                    <TableCell>To</TableCell>
                    <TableCell>Subject</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Sent</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.data.emails.map((email) => (
                    <TableRow key={email.id}>
                      <TableCell>{email.kind}</TableCell>
                      <TableCell>{email.to}</TableCell>
                      <TableCell>{email.subject}</TableCell>
                      <TableCell>
                        <EmailStatusChip status={email.status} />
                      </TableCell>
                      <TableCell>{formatDateTime(email.sentAt ?? email.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
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
          title={LABELS[confirming].title}
          confirmLabel={LABELS[confirming].button}
          destructive={confirming === 'cancel'}
          busy={busy}
          onConfirm={() => void act()}
          onClose={() => setConfirming(null)}
        >
          {LABELS[confirming].text}
          {confirming === 'cancel' && cancellation && (
            <RefundChoice quote={cancellation} value={refund} onChange={setRefund} />
          )}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}

/** Reservations with status and month filters, and a detail dialog with the host's actions. */
export function BookingsTab() {
  const [status, setStatus] = useState('');
  const [month, setMonth] = useState('');
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (month) query.set('month', month);
  const url = `/api/admin/reservations${query.size ? `?${query.toString()}` : ''}`;
  const state = useAdminQuery(url, parseList);
  const reload = useInvalidate(url);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section aria-label="Bookings">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button onClick={reload}>Refresh</Button>
      </Stack>
      <LoadStatus state={state} loading="Loading reservations" failure="Failed to load reservations" />
      {state.status === 'success' && (
        <TableContainer>
          <Table size="small" aria-label="Reservations">
            <TableHead>
              <TableRow>
                <TableCell>Guest</TableCell>
                <TableCell>Dates</TableCell>
                <TableCell>Guests</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Total</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No reservations.</TableCell>
                </TableRow>
              )}
              {state.data.map((r) => (
                <TableRow key={r.id} data-testid="reservation-row">
                  <TableCell>
                    {r.guestName}
                    <br />
                    <Typography variant="body2" color="text.secondary" component="span">
                      {r.guestEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {dayText(r.checkIn)} → {dayText(r.checkOut)}
                  </TableCell>
                  <TableCell>{r.guestCount}</TableCell>
                  <TableCell>
                    <StatusChip reservation={r} />
                  </TableCell>
                  <TableCell>{formatMoney(r.total)}</TableCell>
                  <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setOpen(r.id)}
                      aria-label={`View reservation of ${r.guestName}`}
                    >
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open && <DetailDialog id={open} onClose={() => setOpen(null)} onChanged={reload} />}
    </section>
  );
}
