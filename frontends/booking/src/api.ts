import {
  StayRefusedError,
  availabilityPath,
  defaultRates,
  pricingResponse,
  quoteStay,
  type AuthStatus,
  type AvailabilityResponse,
  type CalendarWindow,
  type PricingResponse,
} from '@lakehouse/contracts';
import { apiRequest, useApiQuery, useLatestAnswer, type UseQueryResult } from '@lakehouse/web-kit';
import { useEffect, useState } from 'react';
import { AVAILABILITY_CACHE_MS, AVAILABILITY_REFETCH_MS } from './constants';
import { apiErrorMessageOf, loadValidation, schemaLoader } from './load-validation';

const loadAvailabilitySchema = schemaLoader('availabilityResponseSchema');

/** `GET /api/availability`: cached 5 minutes, refetched every 10 minutes (spec section 7), in the page's query client. */
export function useAvailability(nights: CalendarWindow): UseQueryResult<AvailabilityResponse> {
  return useApiQuery(availabilityPath(nights), loadAvailabilitySchema, {
    staleTime: AVAILABILITY_CACHE_MS,
    refetchInterval: AVAILABILITY_REFETCH_MS,
  });
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; role: NonNullable<AuthStatus['role']>; expiresAt: string | null }
  | { status: 'unauthenticated'; error: string; expired: boolean }
  | { status: 'error'; error: string };

/** `GET /api/auth/verify` (spec section 4, auth check). */
export function useAuth(): AuthState {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void (async (): Promise<AuthState> => {
      let res: Response;
      try {
        res = await fetch('/api/auth/verify', { credentials: 'include', headers: { Accept: 'application/json' } });
      } catch {
        return { status: 'error', error: 'Network error during authentication verification' };
      }
      let body: unknown = null;
      try {
        body = await res.json();
      } catch {
        body = null;
      }
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
      if (!res.ok) {
        if (res.status === 401) {
          const expired = /expired/i.test(message);
          return { status: 'unauthenticated', error: message || 'Authentication required', expired };
        }
        return { status: 'error', error: message || 'Authentication verification failed' };
      }
      const parsed = await loadValidation().then(
        ({ authStatusSchema }) => authStatusSchema.safeParse(body),
        () => undefined,
      );
      if (!parsed?.success) return { status: 'error', error: 'Failed to verify authentication' };
      const status = parsed.data;
      if (!status.authenticated || !status.role)
        return { status: 'unauthenticated', error: status.message || 'Authentication required', expired: false };
      if (status.expiresAt && Date.parse(status.expiresAt) < Date.now()) {
        return { status: 'unauthenticated', error: 'Your session has expired. Please log in again.', expired: true };
      }
      return { status: 'authenticated', role: status.role, expiresAt: status.expiresAt };
    })().then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

export type StayQuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'success'; pricing: PricingResponse; estimated: boolean }
  | { status: 'refused'; message: string };

/**
 * The server's quote for the selected dates (`POST /api/config/calculate-pricing` with the dates): the nights'
 * seasons and weekend rates and the card fee as the booking will charge them, or the rules' refusal ('Stays from
 * July 1 to August 31 are at least 3 nights.'). When the pricing service fails, the spec's default rates give an
 * estimate, marked as such.
 */
export function useStayQuote(
  checkIn: string | null,
  checkOut: string | null,
  guests: number,
  familyDiscount: boolean,
): StayQuoteState {
  const requestKey = checkIn && checkOut ? `${checkIn} ${checkOut} ${guests} ${familyDiscount}` : null;
  const quote = useLatestAnswer(requestKey, async (): Promise<StayQuoteState> => {
    if (!checkIn || !checkOut) return { status: 'none' };
    const request = {
      checkInDate: checkIn,
      checkOutDate: checkOut,
      guests: Math.max(1, guests),
      includeLinens: true,
      familyDiscount,
    };
    try {
      const [res, { pricingResponseSchema }] = await Promise.all([
        apiRequest('POST', '/api/config/calculate-pricing', request),
        loadValidation(),
      ]);
      return { status: 'success', pricing: pricingResponseSchema.parse(await res.json()), estimated: false };
    } catch (failure) {
      const refused =
        failure instanceof Error && failure.message.startsWith('400:') ? await apiErrorMessageOf(failure) : undefined;
      if (refused) return { status: 'refused', message: refused };
      try {
        const estimate = quoteStay(defaultRates, { checkIn, checkOut, includeLinens: true, familyDiscount });
        return { status: 'success', pricing: pricingResponse(estimate), estimated: true };
      } catch (error) {
        return {
          status: 'refused',
          message: error instanceof StayRefusedError ? error.message : 'Please choose other dates.',
        };
      }
    }
  });
  if (!requestKey) return { status: 'none' };
  return quote ?? { status: 'loading' };
}
