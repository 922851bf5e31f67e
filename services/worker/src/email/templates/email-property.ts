import type { EntityManager } from 'typeorm';
import { houseTimesText } from '@lakehouse/contracts';
import { loadPropertySettings } from '@lakehouse/server-kit';

/** The house as an email names it, with its times as the host set them ('3:00 PM', '10:00 AM'). */
export interface EmailProperty {
  name: string;
  address: string | undefined;
  checkIn: string;
  checkOut: string;
  /** The host's private entry instructions (door code, parking), sent only in the arrival email. */
  entryInstructions?: string | undefined;
}

/** Read once per email from the settings, so a time the host changes is in the next email. */
export async function loadEmailProperty(
  manager: EntityManager,
  { withEntryInstructions = false }: { withEntryInstructions?: boolean } = {},
): Promise<EmailProperty> {
  const { settings } = await loadPropertySettings(manager);
  const { checkIn, checkOut } = houseTimesText(settings);
  return {
    name: settings.houseName,
    address: settings.address || undefined,
    checkIn,
    checkOut,
    // The private entry instructions are read into the one email that carries them.
    ...(withEntryInstructions && settings.entryInstructions ? { entryInstructions: settings.entryInstructions } : {}),
  };
}

/** 'Check-in 3:00 PM or later. Check-out by 10:00 AM.' */
export const checkInOutNote = (property: Pick<EmailProperty, 'checkIn' | 'checkOut'>): string =>
  `Check-in ${property.checkIn} or later. Check-out by ${property.checkOut}.`;
