import { type GuestBooking, cardFeeIncludedIn, formatDollars, guestBookingSchema } from '@lakehouse/contracts';
import {
  ErrorPanel,
  Page,
  apiRequest,
  getJson,
  useHouseTimes,
  usePathname,
  useSearch,
  useToast,
} from '@lakehouse/web-kit';
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
import { useEffect, useState } from 'react';
import { holdEndText } from '../logic/hold-end';

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
        description: error instanceof Error ? error.message : 'Please try again or contact us.',
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
        <ErrorPanel title="Booking Not Found" message={state.error.message} />
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
                  Your dates are held until {holdEndText(booking.holdExpiresAt)}. Pay with the link in your invoice
                  email to keep them.
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
                <dt>Subtotal</dt>
                <dd style={{ margin: 0 }}>{formatDollars(booking.pricing.subtotal)}</dd>
                <dt>NH meals &amp; rooms tax</dt>
                <dd style={{ margin: 0 }}>{formatDollars(booking.pricing.taxes)}</dd>
                {cardFeeIncludedIn(booking.pricing) && (
                  <>
                    <dt>Card processing fee</dt>
                    <dd style={{ margin: 0 }}>{formatDollars(booking.pricing.stripeFee)}</dd>
                  </>
                )}
                <dt>Total</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{formatDollars(booking.pricing.total)}</dd>
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
