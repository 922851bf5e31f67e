import {
  BOOKING_NOT_FOUND,
  type GuestBooking,
  formatDollars,
  guestBookingSchema,
  priceBreakdown,
  priceLineAmountText,
} from '@lakehouse/contracts';
import {
  ErrorPanel,
  Page,
  apiRequest,
  getJson,
  useHouseTimes,
  usePathname,
  useSearch,
  useToast,
  WayOn,
} from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { Fragment, useEffect, useState } from 'react';
import { AgreementCard } from '../components/AgreementCard';
import { ArrivalDetailsForm } from '../components/ArrivalDetailsForm';
import { DamageHoldCard } from '../components/DamageHoldCard';
import { DoorCodeCard } from '../components/DoorCodeCard';
import { PaymentScheduleCard } from '../components/PaymentScheduleCard';
import { ReviewForm } from '../components/ReviewForm';
import { houseTimeText } from '../logic/house-time';

const stayDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const STATUS: Record<GuestBooking['status'], { label: string; color: 'default' | 'success' | 'warning' | 'info' }> = {
  inquiry: { label: 'Inquiry sent', color: 'info' },
  held: { label: 'Dates held', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  expired: { label: 'Hold ended', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** What cancelling now gives back, in the guest's words, before they confirm. */
function refundText(booking: GuestBooking): string {
  const quote = booking.cancellation!;
  if (!quote.paid) return 'Nothing has been charged, so there is nothing to refund.';
  if (quote.refundShare === 1)
    return `You will get the full ${formatDollars(quote.refund)} back (cancelled 14 days or more before check-in).`;
  if (quote.refundShare === 0.5)
    return `You will get ${formatDollars(quote.refund)} back, half of the total (cancelled 7 to 13 days before check-in).`;
  return 'Under the cancellation policy there is no refund less than 7 days before check-in.';
}

/** `/booking/<reference>?key=`: the guest's own booking, from the link in their emails; print it, or cancel it. */
export function GuestBookingPage() {
  const reference = usePathname().split('/')[2] ?? '';
  const key = new URLSearchParams(useSearch()).get('key') ?? '';
  const url = `/api/bookings/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
  const [state, setState] = useState<{ booking?: GuestBooking; error?: Error }>({});
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { toast } = useToast();
  const times = useHouseTimes();

  useEffect(() => {
    let active = true;
    getJson(url)
      .then((body) => active && setState({ booking: guestBookingSchema.parse(body) }))
      .catch(
        (error: unknown) =>
          active && setState({ error: error instanceof Error ? error : new Error('Booking not found') }),
      );
    return () => {
      active = false;
    };
  }, [url]);

  // The emails link to the review form (#review) and the arrival details (#arrival), which exist only once the
  // booking has loaded.
  const loaded = state.booking !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);

  const cancel = async () => {
    setCancelling(true);
    try {
      const response = await apiRequest(
        'POST',
        `/api/bookings/${encodeURIComponent(reference)}/cancel?key=${encodeURIComponent(key)}`,
      );
      setState({ booking: guestBookingSchema.parse(await response.json()) });
      toast({
        title: 'Booking Cancelled',
        description: 'Your booking is cancelled; an email with the details is on its way.',
      });
    } catch (error) {
      toast({
        title: 'Cancellation Failed',
        description: apiErrorMessage(error) ?? 'Please try again or contact us.',
        variant: 'destructive',
      });
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  if (state.error) {
    return (
      <Page title="Your Booking" maxWidth="md">
        <ErrorPanel title="Booking Not Found" message={apiErrorMessage(state.error) ?? BOOKING_NOT_FOUND} />
        <WayOn />
      </Page>
    );
  }
  const booking = state.booking;
  return (
    <Page title="Your Booking" maxWidth="md" subtitle={booking ? `Booking reference ${booking.reference}` : undefined}>
      {!booking ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading your booking" />
        </Box>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
                  {booking.guestName}
                </Typography>
                <Chip label={STATUS[booking.status].label} color={STATUS[booking.status].color} size="small" />
              </Stack>
              {booking.holdExpiresAt && (
                <Alert severity="warning">
                  Your dates are held until {houseTimeText(booking.holdExpiresAt)}.{' '}
                  {booking.invoiceSent
                    ? 'Pay with the link in your invoice email to keep them.'
                    : 'The host will send your invoice within 24 hours; pay it to keep them.'}
                </Alert>
              )}
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
              >
                <dt>Check-in</dt>
                <dd style={{ margin: 0 }}>
                  {stayDate(booking.checkIn)}, from {times.checkIn}
                </dd>
                <dt>Check-out</dt>
                <dd style={{ margin: 0 }}>
                  {stayDate(booking.checkOut)}, by {times.checkOut}
                </dd>
                <dt>Nights</dt>
                <dd style={{ margin: 0 }}>{booking.nights}</dd>
                <dt>Guests</dt>
                <dd style={{ margin: 0 }}>{booking.guestCount}</dd>
                {priceBreakdown(booking.pricing, booking.nights).map((line) => (
                  <Fragment key={line.key}>
                    <dt>{line.label}</dt>
                    <dd style={{ margin: 0, ...(line.key === 'total' && { fontWeight: 600 }) }}>
                      {priceLineAmountText(line)}
                    </dd>
                  </Fragment>
                ))}
                {booking.refunded !== null && (
                  <>
                    <dt>Refund</dt>
                    <dd style={{ margin: 0 }}>{formatDollars(booking.refunded)}</dd>
                  </>
                )}
              </Box>
              <Stack direction="row" spacing={2} sx={{ '@media print': { display: 'none' } }}>
                <Button variant="outlined" onClick={() => window.print()}>
                  Print Receipt
                </Button>
                {booking.cancellation && (
                  <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                    Cancel Booking
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
      {booking && booking.payments.length > 1 && <PaymentScheduleCard payments={booking.payments} />}
      {booking && <DamageHoldCard hold={booking.damageHold} />}
      {booking && booking.status !== 'inquiry' && (
        <AgreementCard
          path={`/api/bookings/${encodeURIComponent(reference)}/agreement?key=${encodeURIComponent(key)}`}
        />
      )}
      {booking?.status === 'confirmed' && <DoorCodeCard doorCode={booking.doorCode} />}
      {booking && (booking.arrival.open || booking.arrival.details) && (
        <ArrivalDetailsForm
          booking={booking}
          arrivalPath={`/api/bookings/${encodeURIComponent(reference)}/arrival?key=${encodeURIComponent(key)}`}
          onSaved={(saved) => setState({ booking: saved })}
        />
      )}
      {booking?.review === 'open' && (
        <ReviewForm
          reviewPath={`/api/bookings/${encodeURIComponent(reference)}/review?key=${encodeURIComponent(key)}`}
          onReviewed={(reviewed) => setState({ booking: reviewed })}
        />
      )}
      {booking?.review === 'given' && (
        <Alert severity="success" sx={{ mt: 3, '@media print': { display: 'none' } }}>
          Thank you for reviewing your stay! We read every review.
        </Alert>
      )}
      {booking?.cancellation && (
        <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-booking-title">
          <DialogTitle id="cancel-booking-title">Cancel this booking?</DialogTitle>
          <DialogContent>
            <DialogContentText>{refundText(booking)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Keep Booking</Button>
            <Button color="error" variant="contained" disabled={cancelling} onClick={() => void cancel()}>
              {cancelling ? 'Cancelling...' : 'Yes, Cancel'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Page>
  );
}
