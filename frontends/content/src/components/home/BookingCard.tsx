// The module alone: the shared contracts package (with zod) stays off the home page's first load.
import { formatRate } from '@lakehouse/contracts/money';
import { bookingHref, handleLinkClick, useKeptFieldValue, useToday } from '@lakehouse/web-kit';
import { Alert, Box, Button, Paper, Typography } from '@lakehouse/web-kit/mui';
import { useState, type ReactNode } from 'react';
import { useProperty } from '../../api/useProperty';
import { useStayQuote, type QuoteLine, type StayQuote } from '../../api/useStayQuote';

/** Spec section 9: two adults, unless the house sleeps fewer. */
const DEFAULT_GUESTS = 2;

/** The day after a yyyy-MM-dd date. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const inputSx = {
  display: 'block',
  width: '100%',
  minWidth: 0,
  p: 0,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.95rem',
  '&:focus': { outline: 'none' },
  '&:disabled': { color: 'text.secondary' },
} as const;

/** One box of the dates-and-guests panel: its small label over its control; the panel's focus ring is the box's. */
function FieldBox({ id, label, children, wide }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box
      sx={{
        gridColumn: wide ? '1 / -1' : undefined,
        px: 1.5,
        py: 1,
        minWidth: 0,
        '&:focus-within': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2, borderRadius: 2 },
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          display: 'block',
          fontSize: '0.7rem',
          fontWeight: 700,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
        }}
      >
        {label}
      </Box>
      {children}
    </Box>
  );
}

function PriceLines({ lines }: { lines: QuoteLine[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="booking-card-price">
      {lines.map((line) => (
        <Box
          key={line.key}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.5,
            ...(line.key === 'total' && { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider', fontWeight: 700 }),
          }}
        >
          <Box component="dt">{line.label}</Box>
          <Box component="dd" sx={{ m: 0 }} data-testid={`booking-card-${line.key}`}>
            {line.amount}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** What the card says about the chosen dates, as the quote comes. */
function QuoteText({ quote }: { quote: StayQuote }) {
  switch (quote.status) {
    case 'none':
      return (
        <Typography variant="body2" color="text.secondary">
          Choose your dates to see the total for your stay.
        </Typography>
      );
    case 'loading':
      return (
        <Typography variant="body2" color="text.secondary">
          Checking your dates…
        </Typography>
      );
    case 'priced':
      return <PriceLines lines={quote.lines} />;
    case 'refused':
      return (
        <Alert severity="warning" data-testid="booking-card-refusal">
          {quote.message}
        </Alert>
      );
    case 'failed':
      return (
        <Typography variant="body2" color="text.secondary">
          The price could not be loaded just now: the booking page shows it with your dates.
        </Typography>
      );
  }
}

/**
 * 'Book Your Stay' (spec section 2), as a listing's booking card: the nightly price from the host's lowest rate, the
 * check-in, check-out and guests boxes, and once both dates are chosen the API's total for them (or why they do not
 * work: the minimum stay, a taken night); 'Check Availability & Book' leads to /book with those dates. An island:
 * its own data (useProperty) and state. A date or guest count chosen before its code hydrated is kept; without
 * JavaScript the button still leads to /book.
 */
export function BookingCard() {
  const property = useProperty();
  const today = useToday();
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const maxGuests = property.status === 'success' ? property.data.maxGuests : DEFAULT_GUESTS;
  const [guests, setGuests] = useState(Math.min(DEFAULT_GUESTS, maxGuests));
  const quote = useStayQuote(checkIn, checkOut, guests);
  const checkInField = useKeptFieldValue<HTMLInputElement>(checkIn, setCheckIn);
  const checkOutField = useKeptFieldValue<HTMLInputElement>(checkOut, setCheckOut);
  const guestsField = useKeptFieldValue<HTMLSelectElement>(String(guests), (value) => setGuests(Number(value)));
  if (property.status !== 'success') return null;
  const { startingRate, site } = property.data;

  const chooseCheckIn = (date: string) => {
    setCheckIn(date);
    // A new check-in on or after the check-out starts the check-out again.
    if (date && checkOut && checkOut <= date) setCheckOut('');
  };
  const href = checkIn && checkOut && quote.status !== 'refused' ? bookingHref({ checkIn, checkOut, guests }) : '/book';

  return (
    <Paper
      component="section"
      aria-labelledby="book-your-stay-heading"
      data-testid="booking-card"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, boxShadow: '0 6px 20px rgba(17, 61, 84, 0.12)' }}
    >
      <Typography id="book-your-stay-heading" variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
        Book Your Stay
      </Typography>
      <Box sx={{ mt: 1, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography component="p" data-testid="booking-card-rate">
          from{' '}
          <Box component="strong" sx={{ fontSize: '1.5rem' }}>
            {formatRate(startingRate)}
          </Box>{' '}
          / night
        </Typography>
        {site.rating && (
          <Typography component="p" variant="body2" color="text.secondary">
            <Box component="span" aria-hidden sx={{ color: '#a86f00' }}>
              ★
            </Box>{' '}
            {site.rating.rating.toFixed(1)} · {site.rating.reviewCount} reviews
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 2,
          '& > :nth-of-type(2)': { borderLeft: 1, borderColor: 'grey.500' },
          '& > :nth-of-type(3)': { borderTop: 1, borderColor: 'grey.500' },
        }}
      >
        <FieldBox id="booking-card-check-in" label="Check-in">
          <Box
            component="input"
            id="booking-card-check-in"
            ref={checkInField}
            type="date"
            min={today}
            value={checkIn}
            onChange={(e) => chooseCheckIn(e.target.value)}
            sx={inputSx}
          />
        </FieldBox>
        <FieldBox id="booking-card-check-out" label="Check-out">
          <Box
            component="input"
            id="booking-card-check-out"
            ref={checkOutField}
            type="date"
            min={nextDay(checkIn || today)}
            value={checkOut}
            onChange={(e) => setCheckOut(e.target.value)}
            sx={inputSx}
          />
        </FieldBox>
        <FieldBox id="booking-card-guests" label="Guests" wide>
          <Box
            component="select"
            id="booking-card-guests"
            ref={guestsField}
            value={guests}
            onChange={(e) => setGuests(Number(e.target.value))}
            sx={{ ...inputSx, cursor: 'pointer' }}
          >
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((count) => (
              <option key={count} value={count}>
                {count} {count === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </Box>
        </FieldBox>
      </Box>
      <Button
        fullWidth
        size="large"
        variant="contained"
        color="secondary"
        href={href}
        onClick={(e) => handleLinkClick(e, href)}
        sx={{ mt: 2, py: 1.25 }}
      >
        Check Availability &amp; Book
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        You won&apos;t be charged yet
      </Typography>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        <QuoteText quote={quote} />
      </Box>
    </Paper>
  );
}
