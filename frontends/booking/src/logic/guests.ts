import { MAX_GUESTS } from '@lakehouse/contracts';

/** Guest counts (spec section 5): adults >= 1, children >= 0, infants 0-4, adults + children <= 11. */
export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
}

export const MAX_INFANTS = 4;
export const defaultGuests: GuestCounts = { adults: 2, children: 0, infants: 0 };
export const MAX_OCCUPANCY_NOTE = 'Maximum occupancy reached. Additional guests may require approval.';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value) || 0));

/** Raising adults above the cap lowers children to fit. */
export function setAdults(guests: GuestCounts, adults: number): GuestCounts {
  const nextAdults = clamp(adults, 1, MAX_GUESTS);
  return { ...guests, adults: nextAdults, children: Math.min(guests.children, MAX_GUESTS - nextAdults) };
}

export function setChildren(guests: GuestCounts, children: number): GuestCounts {
  return { ...guests, children: clamp(children, 0, MAX_GUESTS - guests.adults) };
}

export function setInfants(guests: GuestCounts, infants: number): GuestCounts {
  return { ...guests, infants: clamp(infants, 0, MAX_INFANTS) };
}

/** Adults plus children: infants are not counted against occupancy. */
export const occupancy = (guests: GuestCounts) => guests.adults + guests.children;
export const atMaxOccupancy = (guests: GuestCounts) => occupancy(guests) >= MAX_GUESTS;
