import { formatDollars } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@lakehouse/web-kit/mui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingEmailsPayload } from '../booking-emails-payload';
import { depositText } from '../deposit-text';
import { accessCodeAtom, detailsAtom, guestsAtom, modeAtom, reservationAtom, selectionAtom } from '../flow-state';
import { STEP_PATHS } from '../flow-steps';
import { SignAgreementPrompt } from '../SignAgreementPrompt';
import { StepCard } from '../StepCard';
import { useReservationPayment } from '../use-reservation-payment';

/** After this long without the invoice (Stripe slow or down), the guest is told the link also comes by email. */
const SLOW_INVOICE_MS = 20_000;

const doneUrl = (reservationId: string) => `${STEP_PATHS.done}?reservation=${encodeURIComponent(reservationId)}`;

/**
 * /book/payment: with Stripe, the hold's own invoice is paid on Stripe's hosted invoice page, so the guest is sent
 * there as soon as the worker has made it; without Stripe (manual invoicing) the done step says what happens instead.
 */
export function PaymentStep() {
  const navigate = useNavigate();
  const reservation = useAtomValue(reservationAtom)!;
  const flow = {
    mode: useAtomValue(modeAtom),
    accessCode: useAtomValue(accessCodeAtom),
    selection: useAtomValue(selectionAtom),
    guests: useAtomValue(guestsAtom),
    details: useAtomValue(detailsAtom),
  };
  const payment = useReservationPayment(
    reservation.id,
    (data) => data.status === 'held' && data.payment === 'online' && !data.payUrl && !data.signAgreementUrl,
  );
  const leaving = useRef(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_INVOICE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (payment.status !== 'success' || leaving.current) return;
    const { data } = payment;
    // The host's rental agreement is signed on the guest's booking page before any payment: the page says so.
    if (data.signAgreementUrl) {
      leaving.current = true;
      const emails = bookingEmailsPayload(flow, reservation);
      if (emails) void apiRequest('POST', '/api/send-booking-emails', emails).catch(() => undefined);
      return;
    }
    if (data.payment === 'manual' || data.status !== 'held') {
      void navigate(STEP_PATHS.done, { replace: true });
      return;
    }
    if (!data.payUrl) return;
    const payUrl = data.payUrl;
    leaving.current = true;
    const emails = bookingEmailsPayload(flow, reservation);
    // The emails are asked for before leaving (the request would die with the page); a failure does not stop the
    // payment: the hold's email with the same link comes from the worker.
    void (
      emails ? apiRequest('POST', '/api/send-booking-emails', emails).catch(() => undefined) : Promise.resolve()
    ).then(() => {
      toast({ title: 'Payment Processing', description: 'Redirecting to secure payment processing...' });
      // Back from Stripe's page lands on the done step (which shows the hold and a pay button), not here again.
      void navigate(doneUrl(reservation.id), { replace: true });
      window.location.assign(payUrl);
    });
    // flow and reservation are fixed once this step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment, navigate]);

  return (
    <StepCard title="Payment" testId="step-payment">
      <Alert severity="info">
        <AlertTitle>Your dates are held for 24 hours</AlertTitle>
        Total to pay: <strong data-testid="server-total">{formatDollars(reservation.pricing.total)}</strong>
        {payment.status === 'success' && depositText(payment.data) && (
          <Typography data-testid="deposit-due">{depositText(payment.data)}</Typography>
        )}
      </Alert>
      {payment.status === 'error' ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button href={doneUrl(reservation.id)}>Continue</Button>}>
          {payment.message}
        </Alert>
      ) : payment.status === 'success' && payment.data.signAgreementUrl ? (
        <SignAgreementPrompt url={payment.data.signAgreementUrl} />
      ) : payment.status === 'success' && payment.data.payUrl ? (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" href={payment.data.payUrl}>
            Continue to secure payment
          </Button>
        </Box>
      ) : (
        <>
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
            <CircularProgress size={20} aria-hidden /> Preparing your secure payment page...
          </Box>
          {slow && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              data-testid="payment-slow"
              action={<Button href={doneUrl(reservation.id)}>Continue</Button>}
            >
              Your secure payment page is taking longer than usual. Your dates stay held; the payment link will also
              come to you by email.
            </Alert>
          )}
        </>
      )}
    </StepCard>
  );
}
