import { formatCents, nightsBetween, propertySchema, quoteStay, ratesFromProperty, defaultRates, type GuestRole } from '@lakehouse/contracts';
import { mapsSearchUrl, SITE_NAME, useApiQuery } from '@lakehouse/web-kit';
import { Box, Card, CardContent, Divider, Link, Typography } from '@lakehouse/web-kit/mui';
import dayjs from 'dayjs';
import { FREE_CANCELLATION_DAYS } from '../constants';
import type { DateSelection } from '../logic/dates';
import type { GuestCounts } from '../logic/guests';

const showDate = (date: string | null) => (date ? dayjs(date).format('ddd, MMM D, YYYY') : 'Not selected');

export function guestText(guests: GuestCounts): string {
  const parts = [`${guests.adults} adult${guests.adults === 1 ? '' : 's'}`];
  if (guests.children) parts.push(`${guests.children} child${guests.children === 1 ? '' : 'ren'}`);
  if (guests.infants) parts.push(`${guests.infants} infant${guests.infants === 1 ? '' : 's'}`);
  return parts.join(', ');
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        py: 0.25,
        ...(strong && { fontWeight: 700, borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Box>
    </Box>
  );
}

/** The Booking Summary side card; the price comes from the shared pricing function (an estimate). */
export function BookingSummary({ selection, guests, role }: { selection: DateSelection; guests: GuestCounts; role: GuestRole | null }) {
  const property = useApiQuery('/api/property', propertySchema);
  const data = property.status === 'success' ? property.data : null;
  let rates = defaultRates;
  try {
    if (data) rates = ratesFromProperty(data);
  } catch {
    rates = defaultRates;
  }
  const nights = selection.checkIn && selection.checkOut ? nightsBetween(selection.checkIn, selection.checkOut) : 0;
  const quote = nights > 0 ? quoteStay(rates, { nights, includeLinens: true, familyDiscount: role === 'family' }) : null;
  const image = data?.images[0];

  return (
    <Card variant="outlined" component="aside" aria-labelledby="summary-heading" data-testid="booking-summary">
      {image && <Box component="img" src={image} alt={data?.name ?? SITE_NAME} sx={{ width: '100%', height: 180, objectFit: 'cover', display: 'block' }} />}
      <CardContent>
        <Typography id="summary-heading" variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
          Booking Summary
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{data?.name ?? SITE_NAME}</Typography>
        {data?.address && (
          <Link href={mapsSearchUrl(data.address)} target="_blank" rel="noopener noreferrer">
            {data.address}
          </Link>
        )}
        <Box component="dl" sx={{ mt: 2, mb: 0 }}>
          <Row label="Check-in" value={showDate(selection.checkIn)} testId="summary-checkin" />
          <Row label="Check-out" value={showDate(selection.checkOut)} testId="summary-checkout" />
          <Row label="Guests" value={guestText(guests)} testId="summary-guests" />
        </Box>
        {quote && (
          <>
            <Divider sx={{ my: 1 }} />
            <Box component="dl" sx={{ m: 0 }} data-testid="summary-pricing">
              <Row label={`${formatCents(quote.baseRateCents)} x ${nights} night${nights === 1 ? '' : 's'}`} value={formatCents(quote.baseRateCents * nights)} />
              {quote.familySavingsCents > 0 && <Row label="Family discount (50%)" value={`-${formatCents(quote.familySavingsCents)}`} />}
              <Row label="Cleaning fee" value={formatCents(quote.cleaningFeeCents)} />
              <Row label="Linen fee" value={formatCents(quote.linenFeeCents)} />
              <Row label="Taxes (8.5%, lodging)" value={formatCents(quote.taxesCents)} />
              <Row label="Estimated total" value={formatCents(quote.totalCents)} strong testId="summary-total" />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Estimate only: the final price is confirmed with your booking.
            </Typography>
          </>
        )}
        <Divider sx={{ my: 1 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Cancellation policy
        </Typography>
        <Typography variant="body2">
          Free cancellation up to {FREE_CANCELLATION_DAYS} days before check-in. Your dates are held for 24 hours at no charge, and we send a
          secure payment link within 24 hours.
        </Typography>
      </CardContent>
    </Card>
  );
}
