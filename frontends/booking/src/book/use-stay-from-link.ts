import { chosenStayOf, useToday } from '@lakehouse/web-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultGuests, setAdults } from '../logic/guests';
import { guestsAtom, reservationAtom, selectionAtom } from './flow-state';

/**
 * A stay chosen before the booking page (the home page's booking card links to `/book?checkIn=…&checkOut=…&guests=…`):
 * its dates and guests replace what the stored journey held, once that has been read, unless a booking already fixed
 * the dates. The query then leaves the address, so a refresh keeps what the guest changes afterwards. Dates before
 * the house's today are not taken.
 */
export function useStayFromLink(storedFlowRead: boolean): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const today = useToday();
  const reservation = useAtomValue(reservationAtom);
  const setSelection = useSetAtom(selectionAtom);
  const setGuests = useSetAtom(guestsAtom);
  useEffect(() => {
    if (!storedFlowRead) return;
    const stay = chosenStayOf(search);
    if (!stay) return;
    if (!reservation && stay.checkIn >= today) {
      setSelection({ checkIn: stay.checkIn, checkOut: stay.checkOut, phase: 'complete' });
      if (stay.guests !== null) setGuests(setAdults(defaultGuests, stay.guests));
    }
    void navigate(pathname, { replace: true });
  }, [storedFlowRead, search, pathname, navigate, today, reservation, setSelection, setGuests]);
}
