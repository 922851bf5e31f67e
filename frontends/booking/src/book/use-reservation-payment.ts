import { reservationPaymentSchema, type ReservationPayment } from '@lakehouse/contracts';
import { getJson } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { useEffect, useState } from 'react';

/** How often the payment and done steps ask again while the hold waits for its invoice or its payment. */
const PAYMENT_POLL_MS = 1500;

export type ReservationPaymentState =
  { status: 'loading' } | { status: 'success'; data: ReservationPayment } | { status: 'error'; message: string };

/**
 * `GET /api/reservations/{id}/payment`, asked again every PAYMENT_POLL_MS for as long as `keepAsking` says the
 * answer may still change (the invoice not made yet, the webhook not landed yet).
 */
export function useReservationPayment(
  reservationId: string | null,
  keepAsking: (payment: ReservationPayment) => boolean,
): ReservationPaymentState {
  const [state, setState] = useState<ReservationPaymentState>({ status: 'loading' });
  useEffect(() => {
    if (!reservationId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getJson(`/api/reservations/${reservationId}/payment`)
        .then((body) => {
          const data = reservationPaymentSchema.parse(body);
          if (!active) return;
          setState({ status: 'success', data });
          if (keepAsking(data)) timer = setTimeout(ask, PAYMENT_POLL_MS);
        })
        .catch((failure: unknown) => {
          if (active)
            setState({
              status: 'error',
              message: apiErrorMessage(failure) ?? 'We could not read your booking. Please refresh the page.',
            });
        });
    };
    ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // keepAsking is a rule, not data: the reservation id alone restarts the polling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reservationId]);
  return state;
}
