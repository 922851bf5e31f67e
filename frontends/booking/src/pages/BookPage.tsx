import {
  accessVerifiedSchema,
  defaultRates,
  formatDollars,
  nightsBetween,
  propertySchema,
  quoteStay,
  ratesFromProperty,
  reservationCreatedSchema,
  reservationRequestSchema,
  type BookingEmailsRequest,
  type GuestRole,
  type IsoDate,
  type ReservationCreated,
} from '@lakehouse/contracts';
import { apiRequest, Page, toast, useApiQuery, useSiteSettings } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Accordion, AccordionDetails, AccordionSummary, Alert, AlertTitle, Box, Button, Card, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AutomationWidget } from '../components/AutomationWidget';
import { AvailabilityCalendar } from '../components/AvailabilityCalendar';
import { BookingSummary, guestText } from '../components/BookingSummary';
import { EmbeddedBookingWidget } from '../components/EmbeddedBookingWidget';
import { GuestSelector } from '../components/GuestSelector';
import { roleLabel } from '../logic/access-messages';
import { emptySelection, selectDate, type DateSelection } from '../logic/dates';
import { defaultGuests, occupancy, type GuestCounts } from '../logic/guests';

type Step = 'access-code' | 'dates' | 'inquiry' | 'details' | 'payment' | 'automation';
type Mode = 'book' | 'inquiry';
type GuestField = 'guestName' | 'guestEmail' | 'guestPhone' | 'specialRequests';

function StepCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 3 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** `?automation=dry-run` simulates the confirmation step without sending emails (for demos and testing). */
const isDryRun = () => new URLSearchParams(window.location.search).get('automation') === 'dry-run';

const showDate = (date: string | null) => (date ? dayjs(date).format('ddd, MMM D, YYYY') : '');

/** /book: access code, dates and guests, guest information, processing (spec sections 2 and 4). */
export function BookPage() {
  const site = useSiteSettings();
  const [step, setStep] = useState<Step>('access-code');
  const [mode, setMode] = useState<Mode>('book');
  const [accessCode, setAccessCode] = useState('');
  const [validating, setValidating] = useState(false);
  const [role, setRole] = useState<GuestRole | null>(null);
  const [selection, setSelection] = useState<DateSelection>(emptySelection);
  const [guests, setGuests] = useState<GuestCounts>(defaultGuests);
  const [inquiryDatesConfirmed, setInquiryDatesConfirmed] = useState(false);
  const [totalAmount, setTotalAmount] = useState<string>('');
  const [form, setForm] = useState<Record<GuestField, string>>({ guestName: '', guestEmail: '', guestPhone: '', specialRequests: '' });
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const [reservation, setReservation] = useState<ReservationCreated | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  const [emailPayload, setEmailPayload] = useState<BookingEmailsRequest | null>(null);
  // Automation off after a failure (spec section 4): the next submit completes by hand, without sending emails again.
  const [automation, setAutomation] = useState(true);
  const [emailFailed, setEmailFailed] = useState(false);
  const property = useApiQuery('/api/property', propertySchema);

  const validateCode = async (event: FormEvent) => {
    event.preventDefault();
    const code = accessCode.trim().toUpperCase();
    if (!code) {
      toast({ title: 'Missing Access Code', description: 'Please enter an access code to continue.', variant: 'destructive' });
      return;
    }
    setValidating(true);
    try {
      const res = await apiRequest('POST', '/api/access/verify', { code });
      const parsed = accessVerifiedSchema.safeParse(await res.json());
      if (!parsed.success) {
        toast({ title: 'Invalid Access Code', description: 'Please check your access code and try again.', variant: 'destructive' });
        return;
      }
      setRole(parsed.data.role);
      setMode('book');
      setStep('dates');
      toast({ title: 'Access Code Valid', description: `Welcome ${parsed.data.role} guest! You can now book directly.` });
    } catch (failure) {
      if (failure instanceof Error && failure.message.startsWith('401:')) {
        toast({ title: 'Invalid Access Code', description: 'Please check your access code and try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Validation Error', description: apiErrorMessage(failure) ?? 'Failed to validate access code. Please try again.', variant: 'destructive' });
      }
    } finally {
      setValidating(false);
    }
  };

  const backToAccessCode = () => {
    setAccessCode('');
    setRole(null);
    setMode('book');
    setStep('access-code');
  };

  const onSelect = (date: IsoDate, unavailable: ReadonlySet<IsoDate>) => {
    const result = selectDate(selection, date, dayjs().format('YYYY-MM-DD'), unavailable);
    if (result.error) toast({ ...result.error, variant: 'destructive' });
    else setSelection(result.selection);
  };

  const confirmDates = () => {
    if (!selection.checkIn || !selection.checkOut) {
      toast({ title: 'Missing Dates', description: 'Please select check-in and check-out dates.', variant: 'destructive' });
      return;
    }
    // The stored total omits linen and taxes: room plus cleaning (spec section 9).
    let rates = defaultRates;
    try {
      if (property.status === 'success') rates = ratesFromProperty(property.data);
    } catch {
      rates = defaultRates;
    }
    const quote = quoteStay(rates, { nights: nightsBetween(selection.checkIn, selection.checkOut), includeLinens: false, familyDiscount: role === 'family' });
    setTotalAmount(((quote.lodgingCents + quote.cleaningFeeCents) / 100).toFixed(2));
    if (mode === 'book') setStep('details');
    else setInquiryDatesConfirmed(true);
    window.scrollTo({ top: 0 });
  };

  const submitGuestForm = async (event: FormEvent) => {
    event.preventDefault();
    if (!selection.checkIn || !selection.checkOut) {
      toast({ title: 'Missing Dates', description: 'Please select check-in and check-out dates.', variant: 'destructive' });
      return;
    }
    const request = {
      ...form,
      checkInDate: selection.checkIn,
      checkOutDate: selection.checkOut,
      guestCount: occupancy(guests),
      totalAmount,
    };
    const parsed = reservationRequestSchema.safeParse(request);
    if (!parsed.success) {
      const next: Partial<Record<GuestField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as GuestField;
        if (key in form) next[key] ??= issue.message;
      }
      setErrors(next);
      if (Object.keys(next).length === 0) toast({ title: 'Booking Error', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    setSubmitError(undefined);
    setSubmitting(true);
    try {
      if (reservation) {
        // The reservation exists already (the automation failed after it was made): creating it again would
        // make a second inquiry or hold, so complete this one by hand.
        completeManually(reservation);
        return;
      }
      let created: ReservationCreated;
      try {
        const res = await apiRequest('POST', '/api/reservations', parsed.data);
        created = reservationCreatedSchema.parse(await res.json());
      } catch (failure) {
        const message = apiErrorMessage(failure) ?? 'Failed to create reservation. Please try again.';
        setSubmitError(message);
        toast({ title: 'Booking Error', description: message, variant: 'destructive' });
        return;
      }
      setReservation(created);
      setEmailPayload({
        guestName: parsed.data.guestName,
        guestEmail: parsed.data.guestEmail,
        guestPhone: parsed.data.guestPhone,
        checkInDate: parsed.data.checkInDate,
        checkOutDate: parsed.data.checkOutDate,
        adults: guests.adults,
        children: guests.children,
        infants: guests.infants,
        specialRequests: parsed.data.specialRequests,
        accessCode: mode === 'book' ? accessCode.trim().toUpperCase() || null : null,
        pricing: {
          nights: created.nights,
          lodgingTotal: created.pricing.lodgingTotal,
          cleaningFee: created.pricing.cleaningFee,
          linenFee: created.pricing.linenFee,
          subtotal: created.pricing.subtotal,
          taxes: created.pricing.taxes,
          total: created.pricing.total,
        },
      });
      if (created.status !== 'held') {
        setManual('inquiry');
        setStep('automation');
        return;
      }
      try {
        await apiRequest('POST', '/api/create-payment-intent', { amount: created.pricing.total, reservationId: created.id });
        toast({ title: 'Payment Processing', description: 'Redirecting to secure payment processing...' });
        setStep('payment');
      } catch (failure) {
        const message = apiErrorMessage(failure);
        if (!(failure instanceof Error && failure.message.startsWith('409:'))) {
          toast({ title: 'Payment Error', description: message ?? 'Failed to initialize payment. Please try again.', variant: 'destructive' });
        }
        setManual(message ?? 'Online payment could not be started.');
        setStep('automation');
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Manual fallback with automation off: no emails are sent again; the host completes the booking. */
  const completeManually = (existing: ReservationCreated) => {
    setManual(existing.status === 'held' ? 'Automation is off.' : 'inquiry');
    setStep('automation');
    toast({
      title: 'Booking Completed',
      description: emailFailed
        ? 'Your request is recorded. Email notifications may have been delayed; the host will contact you within 24 hours.'
        : 'Your request is recorded; the host will contact you within 24 hours.',
    });
  };

  /** The automation widget's error callback (spec sections 4 and 8): back to the guest form with automation off. */
  const automationFailed = () => {
    setEmailFailed(true);
    setAutomation(false);
    setManual(null);
    setStep(mode === 'book' ? 'details' : 'inquiry');
    toast({
      title: 'Automation Failed',
      description: 'We could not finish your booking automatically. Submit your details again to complete it manually.',
      variant: 'destructive',
    });
  };

  const datesAndGuests = (
    <>
      <AvailabilityCalendar
        selection={selection}
        roleLabel={role ? `${roleLabel(role)} access` : 'Inquiry'}
        onSelect={onSelect}
        onReset={() => setSelection(emptySelection)}
      />
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mt: 2 }}>
        Guests
      </Typography>
      <GuestSelector guests={guests} onChange={setGuests} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={selection.phase !== 'complete'} onClick={confirmDates}>
        Continue
      </Button>
    </>
  );

  const field = (name: GuestField, label: string, extra: { type?: string; required?: boolean; multiline?: boolean } = {}) => (
    <TextField
      name={name}
      label={label}
      type={extra.type ?? 'text'}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      value={form[name]}
      onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={submitting}
      fullWidth
    />
  );

  const guestForm = (
    <Box component="form" noValidate onSubmit={(event) => void submitGuestForm(event)} sx={{ display: 'grid', gap: 2 }} data-testid="guest-form">
      {field('guestName', 'Full name', { required: true })}
      {field('guestEmail', 'Email', { type: 'email', required: true })}
      {field('guestPhone', 'Phone (optional)', { type: 'tel' })}
      {field('specialRequests', 'Special requests (optional)', { multiline: true })}
      {!automation && reservation && (
        <Alert severity="info" data-testid="automation-off">
          Your {reservation.status === 'held' ? 'reservation' : 'inquiry'} <strong>{reservation.id.slice(0, 8).toUpperCase()}</strong> is saved. Submit
          to complete it manually; it will not be created twice.
        </Alert>
      )}
      {submitError && (
        <Alert severity="error" data-testid="booking-error">
          {submitError}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitting ? 'Submitting...' : !automation && reservation ? 'Complete Manually' : mode === 'book' ? 'Reserve These Dates' : 'Submit Inquiry'}
      </Button>
    </Box>
  );

  const stayLine = (
    <Typography data-testid="stay-line">
      {showDate(selection.checkIn)} to {showDate(selection.checkOut)} · {guestText(guests)}
    </Typography>
  );

  const serverTotal = reservation ? formatDollars(reservation.pricing.total) : '';
  const instructions = (
    <>
      <Typography sx={{ mb: 1 }}>
        {reservation?.status === 'held'
          ? 'Your dates are held for 24 hours at no charge. The host will email you a secure payment link within 24 hours; pay it to confirm your booking.'
          : 'Your inquiry has been sent. The host will reply by email within 24 hours with availability and how to book.'}
      </Typography>
      {reservation && (
        <Typography>
          Reservation reference: <strong>{reservation.id.slice(0, 8).toUpperCase()}</strong>
        </Typography>
      )}
    </>
  );

  return (
    <Page title={mode === 'inquiry' ? 'Submit an Inquiry' : 'Book Your Stay'} breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Book Now' }]}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {site?.listings.map((listing) => (
          <Button key={listing.url} variant="outlined" href={listing.url} target="_blank" rel="noopener noreferrer">
            {listing.label}
          </Button>
        ))}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {step === 'access-code' && (
            <StepCard title="Enter Your Access Code" testId="step-access-code">
              <Typography sx={{ mb: 2 }}>Guests with an access code can book directly. No code? Send us an inquiry instead.</Typography>
              <Box component="form" noValidate onSubmit={(event) => void validateCode(event)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField
                  label="Access Code"
                  value={accessCode}
                  onChange={(event) => setAccessCode(event.target.value.toUpperCase())}
                  disabled={validating}
                  autoComplete="off"
                />
                <Button type="submit" variant="contained" disabled={validating} sx={{ mt: 1 }}>
                  {validating ? 'Validating...' : 'Validate Code'}
                </Button>
              </Box>
              <Button
                sx={{ mt: 2 }}
                onClick={() => {
                  setMode('inquiry');
                  setStep('inquiry');
                }}
              >
                Skip & Submit Inquiry
              </Button>
            </StepCard>
          )}

          {step === 'dates' && (
            <StepCard title="Select Dates and Guests" testId="step-dates">
              {datesAndGuests}
              <Box>
                <Button sx={{ mt: 2 }} onClick={backToAccessCode}>
                  Back to Access Code Entry
                </Button>
              </Box>
            </StepCard>
          )}

          {step === 'inquiry' && (
            <StepCard title="Your Inquiry" testId="step-inquiry">
              {inquiryDatesConfirmed && selection.phase === 'complete' ? (
                <>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }} data-testid="inquiry-summary">
                    {stayLine}
                    {/* Once the inquiry exists its dates are fixed: it is completed, never created again. */}
                    {!reservation && <Button onClick={() => setInquiryDatesConfirmed(false)}>Change</Button>}
                  </Box>
                  {guestForm}
                </>
              ) : (
                datesAndGuests
              )}
              <Box>
                <Button sx={{ mt: 2 }} onClick={backToAccessCode}>
                  Back to Access Code Entry
                </Button>
              </Box>
            </StepCard>
          )}

          {step === 'details' && (
            <StepCard title="Guest Information" testId="step-details">
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
                {stayLine}
                {/* Once the reservation exists its dates are fixed: it is completed, never created again. */}
                {!reservation && <Button onClick={() => setStep('dates')}>Change</Button>}
              </Box>
              {guestForm}
            </StepCard>
          )}

          {step === 'payment' && reservation && emailPayload && (
            <StepCard title="Payment" testId="step-payment">
              <Alert severity="info">
                <AlertTitle>Payment Processing</AlertTitle>
                Your dates are held for 24 hours. Total to pay: <strong data-testid="server-total">{serverTotal}</strong>
              </Alert>
              <AutomationWidget payload={emailPayload} instructions={instructions} dryRun={isDryRun()} onError={automationFailed} />
            </StepCard>
          )}

          {step === 'automation' && emailPayload && (
            <StepCard title={reservation?.status === 'held' ? 'Finishing Your Booking' : 'Inquiry Sent'} testId="step-automation">
              {manual && (
                <Alert severity="warning" sx={{ mb: 2 }} data-testid="manual-completion">
                  <AlertTitle>Manual Completion Required</AlertTitle>
                  {reservation?.status === 'held' ? (
                    <>
                      Online payment is not available right now, so the host completes your booking by hand. Your dates are held for 24 hours at
                      no charge; the host will email you a secure payment link within 24 hours. Total: <strong data-testid="server-total">{serverTotal}</strong>.
                    </>
                  ) : (
                    <>The host will answer your inquiry by email within 24 hours. Nothing is booked or charged yet.</>
                  )}
                </Alert>
              )}
              {automation ? (
                <AutomationWidget payload={emailPayload} instructions={instructions} dryRun={isDryRun()} onError={automationFailed} />
              ) : (
                <Box data-testid="manual-instructions">{instructions}</Box>
              )}
            </StepCard>
          )}
          {site?.bookingWidgetUrl && (
            <Accordion slotProps={{ transition: { unmountOnExit: true } }} disableGutters variant="outlined">
              <AccordionSummary aria-controls="embedded-booking-content" id="embedded-booking-header">
                <Typography component="span">Prefer our online booking system?</Typography>
              </AccordionSummary>
              <AccordionDetails id="embedded-booking-content">
                <EmbeddedBookingWidget src={site.bookingWidgetUrl} />
              </AccordionDetails>
            </Accordion>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <BookingSummary selection={selection} guests={guests} role={role} />
        </Grid>
      </Grid>
    </Page>
  );
}
