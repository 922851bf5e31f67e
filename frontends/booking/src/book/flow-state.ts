import type { GuestRole, ReservationCreated } from '@lakehouse/contracts';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { emptySelection, type DateSelection } from '../logic/dates';
import { defaultGuests, type GuestCounts } from '../logic/guests';

/**
 * The booking journey's state, one atom per part, each kept in sessionStorage so a refresh or Back lands on the
 * same step filled in (and a new tab starts afresh). The stored values are read after mount (jotai's default,
 * getOnInit false): the server has no sessionStorage, so the first render in the browser must be the server's.
 */
const storage = <Value>() => createJSONStorage<Value>(() => window.sessionStorage);
const stored = <Value>(key: string, initial: Value) =>
  atomWithStorage<Value>(`lakehouse.book.${key}`, initial, storage<Value>());

/** Book with a code, or send an inquiry; null until the guest chose on `/book`. */
export type FlowMode = 'book' | 'inquiry';
export const modeAtom = stored<FlowMode | null>('mode', null);
/** The role the code (or the live session) gave. */
export const roleAtom = stored<GuestRole | null>('role', null);
/** The guest chose 'Use a different code': a live session no longer skips the code step in this tab. */
export const sessionDeclinedAtom = stored<boolean>('sessionDeclined', false);
/** The code typed on `/book`, for the booking emails; empty when the session's role was used. */
export const accessCodeAtom = stored<string>('accessCode', '');
export const selectionAtom = stored<DateSelection>('dates', emptySelection);
export const guestsAtom = stored<GuestCounts>('guests', defaultGuests);

export type GuestField = 'guestName' | 'guestEmail' | 'guestPhone' | 'specialRequests';
export type GuestDetails = Record<GuestField, string>;
const emptyDetails: GuestDetails = { guestName: '', guestEmail: '', guestPhone: '', specialRequests: '' };
export const detailsAtom = stored<GuestDetails>('details', emptyDetails);

/** The inquiry or hold made from these details: once set, the dates are fixed and it is never created again. */
export const reservationAtom = stored<ReservationCreated | null>('reservation', null);
/** Off after the booking emails failed (spec section 4): the next submit completes by hand. */
export const automationAtom = stored<boolean>('automation', true);
export const emailFailedAtom = stored<boolean>('emailFailed', false);

/** Every stored part back to its start (a new booking, or 'Use a different code'). */
export const resetFlowAtom = atom(null, (_get, set) => {
  set(modeAtom, null);
  set(roleAtom, null);
  set(accessCodeAtom, '');
  set(selectionAtom, emptySelection);
  set(guestsAtom, defaultGuests);
  set(detailsAtom, emptyDetails);
  set(reservationAtom, null);
  set(automationAtom, true);
  set(emailFailedAtom, false);
});
