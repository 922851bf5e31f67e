import { formatDollars, replyWithin, type ReservationPayment } from '@lakehouse/contracts';
import { toast, useSiteSettings } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@lakehouse/web-kit/mui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AutomationWidget } from '../../components/AutomationWidget';
import { houseTimeText } from '../../logic/house-time';
import { bookingEmailsPayload } from '../booking-emails-payload';
import { depositText } from '../deposit-text';
import {
  accessCodeAtom,
  automationAtom,
  detailsAtom,
  emailFailedAtom,
  guestsAtom,
  modeAtom,
  reservationAtom,
  selectionAtom,
} from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { SignAgreementPrompt } from '../SignAgreementPrompt';
import { StepCard } from '../StepCard';
import { useReservationPayment } from '../use-reservation-payment';

/** `?automation=dry-run` simulates the confirmation step without sending emails (for demos and testing). */
const isDryRun = () => new URLSearchParams(window.location.search).get('automation') === 'dry-run';

/**
 * /book/done: where the journey ends. Paid online: the hold as it stands, asked again until Stripe's webhook has
 * confirmed it (the guest comes back here from Stripe's page, or from the hold's email). Manual invoicing or an
 * inquiry: the booking emails and what the host does next.
 */
export function DoneStep() {
  const [params] = useSearchParams();
  const stored = useAtomValue(reservationAtom);
  const reservationId = params.get('reservation') ?? stored?.id ?? null;
  const storedInquiry = stored !== null && stored.id === reservationId && stored.status !== 'held';
  const payment = useReservationPayment(
    storedInquiry ? null : reservationId,
    (data) => data.payment === 'online' && data.status === 'held',
  );

  if (storedInquiry) return <ManualDone held={false} />;
  if (payment.status === 'error') {
    return (
      <StepCard title="Your Booking" testId="step-done">
        <Alert severity="error">{payment.message}</Alert>
      </StepCard>
    );
  }
  if (payment.status === 'loading') {
    return (
      <StepCard title="Your Booking" testId="step-done">
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden /> Loading your booking...
        </Box>
      </StepCard>
    );
  }
  if (payment.data.payment === 'manual' && stored?.id === reservationId)
    return <ManualDone held={payment.data.status === 'held'} signAgreementUrl={payment.data.signAgreementUrl} />;
  return <PaymentOutcome payment={payment.data} />;
}

const STATUS_LABEL: Record<ReservationPayment['status'], string> = {
  inquiry: 'Inquiry sent',
  held: 'Held',
  confirmed: 'Confirmed',
  expired: 'Hold ended',
  cancelled: 'Cancelled',
};

/** The hold's payment as the server knows it: held while the payment is on its way, confirmed once Stripe told us. */
function PaymentOutcome({ payment }: { payment: ReservationPayment }) {
  const responseTime = useSiteSettings()?.responseTime;
  return (
    <StepCard title={payment.status === 'confirmed' ? 'Booking Confirmed' : 'Your Booking'} testId="step-done">
      <Typography sx={{ mb: 1 }}>
        Booking reference: <strong data-testid="booking-reference">{payment.reference}</strong> · Status:{' '}
        <strong data-testid="booking-status">{STATUS_LABEL[payment.status]}</strong>
      </Typography>
      {payment.signAgreementUrl && <SignAgreementPrompt url={payment.signAgreementUrl} />}
      {payment.status === 'held' && (
        <Alert severity="info" action={payment.payUrl ? <Button href={payment.payUrl}>Pay now</Button> : undefined}>
          <AlertTitle>Waiting for your payment</AlertTitle>
          Your dates are held{payment.holdExpiresAt ? ` until ${houseTimeText(payment.holdExpiresAt)}` : ''}. Total:{' '}
          {formatDollars(payment.total)}. {depositText(payment) ?? ''}{' '}
          {payment.payment === 'online'
            ? 'Once your payment arrives this page shows it confirmed; the payment link is also in your email.'
            : 'The host will send your invoice within 24 hours.'}
        </Alert>
      )}
      {payment.status === 'confirmed' && (
        <Alert severity="success">
          <AlertTitle>Payment received</AlertTitle>
          Your stay is confirmed. The confirmation email with your receipt and calendar file is on its way.
        </Alert>
      )}
      {payment.status === 'expired' && (
        <Alert severity="warning">The 24-hour hold on these dates has ended. Please choose your dates again.</Alert>
      )}
      {payment.status === 'cancelled' && <Alert severity="warning">This reservation was cancelled.</Alert>}
      {payment.status === 'inquiry' && (
        <Alert severity="info">
          The host will answer your inquiry by email {replyWithin(responseTime)}. Nothing is booked or charged yet.
        </Alert>
      )}
    </StepCard>
  );
}

/** Manual invoicing (no Stripe) or an inquiry: the booking emails, and what the host does next. */
function ManualDone({ held, signAgreementUrl }: { held: boolean; signAgreementUrl?: string | undefined }) {
  const navigate = useNavigate();
  const reservation = useAtomValue(reservationAtom)!;
  const flow = {
    mode: useAtomValue(modeAtom),
    accessCode: useAtomValue(accessCodeAtom),
    selection: useAtomValue(selectionAtom),
    guests: useAtomValue(guestsAtom),
    details: useAtomValue(detailsAtom),
  };
  const [automation, setAutomation] = useAtom(automationAtom);
  const setEmailFailed = useSetAtom(emailFailedAtom);
  const emails = bookingEmailsPayload(flow, reservation);
  const serverTotal = formatDollars(reservation.pricing.total);
  const reply = replyWithin(useSiteSettings()?.responseTime);

  /** The automation widget's error callback (spec sections 4 and 8): back to the guest form with automation off. */
  const automationFailed = () => {
    setEmailFailed(true);
    setAutomation(false);
    void navigate(STEP_PATHS.details);
    toast({
      title: 'Automation Failed',
      description: 'We could not finish your booking automatically. Submit your details again to complete it manually.',
      variant: 'destructive',
    });
  };

  const instructions = (
    <>
      <Typography sx={{ mb: 1 }}>
        {held
          ? 'Your dates are held for 24 hours at no charge. The host will send your invoice within 24 hours; pay it to confirm your booking.'
          : `Your inquiry has been sent. The host will reply by email ${reply} with availability and how to book.`}
      </Typography>
      <Typography>
        Reservation reference: <strong>{reservation.id.slice(0, 8).toUpperCase()}</strong>
      </Typography>
    </>
  );

  return (
    <StepCard title={held ? 'Finishing Your Booking' : 'Inquiry Sent'} testId="step-automation">
      {signAgreementUrl && <SignAgreementPrompt url={signAgreementUrl} />}
      <Alert severity={automation ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="manual-completion">
        {/* The manual path (the emails failed and the guest completed by hand) is the one that needs the host. */}
        {!automation && <AlertTitle>Manual Completion Required</AlertTitle>}
        {held ? (
          <>
            Online payment is not set up, so the host completes your booking by hand. Your dates are held for 24 hours
            at no charge; the host will send your invoice within 24 hours. Total:{' '}
            <strong data-testid="server-total">{serverTotal}</strong>.
          </>
        ) : (
          <>The host will answer your inquiry by email {reply}. Nothing is booked or charged yet.</>
        )}
      </Alert>
      {automation && emails ? (
        <AutomationWidget
          payload={emails}
          held={held}
          instructions={instructions}
          dryRun={isDryRun()}
          onError={automationFailed}
        />
      ) : (
        <Box data-testid="manual-instructions">{instructions}</Box>
      )}
    </StepCard>
  );
}
