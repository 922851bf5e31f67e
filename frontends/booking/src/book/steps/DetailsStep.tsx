import {
  replyWithin,
  reservationCreatedSchema,
  reservationRequestSchema,
  type ReservationCreated,
} from '@lakehouse/contracts';
import { apiRequest, toast, useSiteSettings } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Box, Button, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StayQuoteState } from '../../api';
import { guestText } from '../../components/BookingSummary';
import { occupancy } from '../../logic/guests';
import {
  automationAtom,
  detailsAtom,
  emailFailedAtom,
  guestsAtom,
  modeAtom,
  reservationAtom,
  selectionAtom,
  type GuestField,
} from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { StepCard } from '../StepCard';

const showDate = (date: string | null) => (date ? dayjs(date).format('ddd, MMM D, YYYY') : '');

/** /book/details: the guest's details; submitting makes the hold (with a code) or the inquiry, once. */
export function DetailsStep({ quote }: { quote: StayQuoteState }) {
  const navigate = useNavigate();
  const mode = useAtomValue(modeAtom);
  const selection = useAtomValue(selectionAtom);
  const guests = useAtomValue(guestsAtom);
  const [form, setForm] = useAtom(detailsAtom);
  const [reservation, setReservation] = useAtom(reservationAtom);
  const automation = useAtomValue(automationAtom);
  const responseTime = useSiteSettings()?.responseTime;
  const emailFailed = useAtomValue(emailFailedAtom);
  const [errors, setErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<{ sent: string; key: string }>(undefined);
  const [submitError, setSubmitError] = useState<string | undefined>();

  // Typed details not sent yet: leaving the page (closing, reloading, another site) asks first.
  const unsaved = !reservation && Object.values(form).some((value) => value.trim() !== '');
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  /** Manual fallback with automation off: no emails are sent again; the host completes the booking. */
  const completeManually = () => {
    const reply = replyWithin(responseTime);
    toast({
      title: reservation?.status === 'held' ? 'Booking Completed' : 'Inquiry Sent',
      description: emailFailed
        ? `Your request is recorded. Email notifications may have been delayed; the host will contact you ${reply}.`
        : `Your request is recorded; the host will contact you ${reply}.`,
    });
    void navigate(STEP_PATHS.done);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selection.checkIn || !selection.checkOut) {
      toast({
        title: 'Missing Dates',
        description: 'Please select check-in and check-out dates.',
        variant: 'destructive',
      });
      return;
    }
    const parsed = reservationRequestSchema.safeParse({
      ...form,
      checkInDate: selection.checkIn,
      checkOutDate: selection.checkOut,
      guestCount: occupancy(guests),
      // The total the guest's summary showed, kept for the host beside the server's own price (never charged).
      totalAmount: quote.status === 'success' ? quote.pricing.total.toFixed(2) : undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<GuestField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as GuestField;
        if (key in form) next[key] ??= issue.message;
      }
      setErrors(next);
      if (Object.keys(next).length === 0)
        toast({ title: 'Booking Error', description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    setSubmitError(undefined);
    // The reservation exists already (the automation failed after it was made): creating it again would make a
    // second inquiry or hold, so complete this one by hand.
    if (reservation) {
      if (automation) void navigate(reservation.status === 'held' ? STEP_PATHS.payment : STEP_PATHS.done);
      else completeManually();
      return;
    }
    // Sending the same form again (its answer lost to a timeout) reuses the key, so the guest gets the hold the
    // first sending made; changed dates or details are a new attempt with a new key.
    const sent = JSON.stringify(parsed.data);
    if (attempt.current?.sent !== sent) attempt.current = { sent, key: crypto.randomUUID() };
    setSubmitting(true);
    let created: ReservationCreated;
    try {
      const res = await apiRequest('POST', '/api/reservations', {
        ...parsed.data,
        idempotencyKey: attempt.current.key,
      });
      created = reservationCreatedSchema.parse(await res.json());
    } catch (failure) {
      const message = apiErrorMessage(failure) ?? 'Failed to create reservation. Please try again.';
      setSubmitError(message);
      toast({ title: 'Booking Error', description: message, variant: 'destructive' });
      setSubmitting(false);
      return;
    }
    setReservation(created);
    setSubmitting(false);
    void navigate(created.status === 'held' ? STEP_PATHS.payment : STEP_PATHS.done);
  };

  const field = (
    name: GuestField,
    label: string,
    extra: { type?: string; required?: boolean; multiline?: boolean } = {},
  ) => (
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

  return (
    <StepCard title={mode === 'inquiry' ? 'Your Inquiry' : 'Guest Information'} testId="step-details">
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        data-testid={mode === 'inquiry' ? 'inquiry-summary' : 'stay-summary'}
      >
        <Typography data-testid="stay-line">
          {showDate(selection.checkIn)} to {showDate(selection.checkOut)} · {guestText(guests)}
        </Typography>
        {/* Once the reservation exists its dates are fixed: it is completed, never created again. */}
        {!reservation && <Button onClick={() => void navigate(STEP_PATHS.dates)}>Change</Button>}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2 }}
        data-testid="guest-form"
      >
        {field('guestName', 'Full name', { required: true })}
        {field('guestEmail', 'Email', { type: 'email', required: true })}
        {field('guestPhone', 'Phone (optional)', { type: 'tel' })}
        {field('specialRequests', 'Special requests (optional)', { multiline: true })}
        {!automation && reservation && (
          <Alert severity="info" data-testid="automation-off">
            Your {reservation.status === 'held' ? 'reservation' : 'inquiry'}{' '}
            <strong>{reservation.id.slice(0, 8).toUpperCase()}</strong> is saved. Submit to complete it manually; it
            will not be created twice.
          </Alert>
        )}
        {submitError && (
          <Alert severity="error" data-testid="booking-error">
            {submitError}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting
            ? 'Submitting...'
            : !automation && reservation
              ? 'Complete Manually'
              : mode === 'book'
                ? 'Reserve These Dates'
                : 'Submit Inquiry'}
        </Button>
      </Box>
    </StepCard>
  );
}
