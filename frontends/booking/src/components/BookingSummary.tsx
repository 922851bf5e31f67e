import {
  cancellationPolicyText,
  dateInPropertyZone,
  nightsBetween,
  priceBreakdown,
  priceLineAmountText,
  type PricingResponse,
} from '@lakehouse/contracts';
import { mapsSearchUrl, ResponsiveImage, useApiQuery, useSiteName } from '@lakehouse/web-kit';
import { Alert, Box, Card, CardContent, Divider, Link, Typography } from '@lakehouse/web-kit/mui';
import dayjs from 'dayjs';
import type { StayQuoteState } from '../api';
import { ESTIMATE_NOTE } from '../constants';
import { schemaLoader } from '../load-validation';
import type { DateSelection } from '../logic/dates';
import type { GuestCounts } from '../logic/guests';

const loadPropertySchema = schemaLoader('propertySchema');

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

/** The price lines of a quote, as the booking will charge them (the same lines as the emails and the booking page). */
function PriceLines({ pricing, nights }: { pricing: PricingResponse; nights: number }) {
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="summary-pricing">
      {priceBreakdown(pricing, nights).map((line) => (
        <Row
          key={line.key}
          label={line.label}
          value={priceLineAmountText(line)}
          strong={line.key === 'total'}
          testId={`summary-${line.key}`}
        />
      ))}
    </Box>
  );
}

/** The Booking Summary side card; the price is the server's quote for the dates, under the host's rules (`useStayQuote`). */
export function BookingSummary({
  selection,
  guests,
  quote,
  inquiry,
}: {
  selection: DateSelection;
  guests: GuestCounts;
  quote: StayQuoteState;
  /** No access code: the dates are asked about, not held. */
  inquiry: boolean;
}) {
  const property = useApiQuery('/api/property', loadPropertySchema);
  const data = property.status === 'success' ? property.data : null;
  const siteName = useSiteName();
  const nights = selection.checkIn && selection.checkOut ? nightsBetween(selection.checkIn, selection.checkOut) : 0;
  const image = data?.images[0];

  return (
    <Card variant="outlined" component="aside" aria-labelledby="summary-heading" data-testid="booking-summary">
      {image && (
        // The WebP variant for the card's width, not the host's original: the card is a third of the page on a
        // desktop, and below the first step on a phone, where it loads as it nears the screen.
        <ResponsiveImage src={image} alt={siteName} sizes="(min-width: 768px) 33vw, 100vw" style={{ height: 180 }} />
      )}
      <CardContent>
        <Typography id="summary-heading" variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
          Booking Summary
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{siteName}</Typography>
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
        {quote.status === 'refused' && (
          <>
            <Divider sx={{ my: 1 }} />
            <Alert severity="warning" role="alert" data-testid="summary-refusal">
              {quote.message}
            </Alert>
          </>
        )}
        {quote.status === 'success' && (
          <>
            <Divider sx={{ my: 1 }} />
            <PriceLines pricing={quote.pricing} nights={nights} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {quote.estimated ? ESTIMATE_NOTE : 'Estimate only: the final price is confirmed with your booking.'}
            </Typography>
          </>
        )}
        <Divider sx={{ my: 1 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Cancellation policy
        </Typography>
        <Typography variant="body2" data-testid="summary-cancellation">
          {cancellationPolicyText(selection.checkIn, dateInPropertyZone(new Date()))}
          {/* An inquiry holds nothing: only a booking's dates are held. */}
          {inquiry
            ? ''
            : ' Your dates are held for 24 hours at no charge, and we send a secure payment link within 24 hours.'}
        </Typography>
      </CardContent>
    </Card>
  );
}
