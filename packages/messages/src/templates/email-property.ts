import type { EntityManager } from 'typeorm';
import { houseTimesText, isBrandingPhoto } from '@lakehouse/contracts';
import { PhotoManifestEntity, PropertyEntity, loadPropertySettings } from '@lakehouse/server-kit';

/** The house as an email names it, with its times as the host set them ('3:00 PM', '10:00 AM'). */
export interface EmailProperty {
  name: string;
  address: string | undefined;
  checkIn: string;
  checkOut: string;
  /** How soon the host answers, as Settings says ('2-4 hours'). */
  responseTime?: string | undefined;
  /** The host's private entry instructions (door code, parking), sent only in the arrival email. */
  entryInstructions?: string | undefined;
  /** The host's phone and email as Settings give them ('' when unset), shown at the foot of every email. */
  contactPhone?: string | undefined;
  contactEmail?: string | undefined;
  /** The house's main photo, a full address the mail client can fetch. */
  photoUrl?: string | undefined;
}

/** The hero photo the host chose, else the first photo of the house; none without photos. */
async function housePhoto(manager: EntityManager): Promise<string | undefined> {
  const [manifest, property] = await Promise.all([
    manager.findOneBy(PhotoManifestEntity, { id: 1 }),
    manager.findOneBy(PropertyEntity, { slug: 'lake-house' }),
  ]);
  return manifest?.hero ?? property?.images.find((image) => !isBrandingPhoto(image));
}

/**
 * Read once per email from the settings, so a time the host changes is in the next email. With `photoBase` (the site's
 * public address) the house's photo comes too, as an address a mail client can fetch.
 */
export async function loadEmailProperty(
  manager: EntityManager,
  { withEntryInstructions = false, photoBase }: { withEntryInstructions?: boolean; photoBase?: string } = {},
): Promise<EmailProperty> {
  const { settings } = await loadPropertySettings(manager);
  const photo = photoBase === undefined ? undefined : await housePhoto(manager);
  const { checkIn, checkOut } = houseTimesText(settings);
  return {
    name: settings.houseName,
    address: settings.address || undefined,
    checkIn,
    checkOut,
    responseTime: settings.responseTime || undefined,
    contactPhone: settings.contactPhone || undefined,
    contactEmail: settings.contactEmail || undefined,
    ...(photo ? { photoUrl: new URL(photo, photoBase).href } : {}),
    // The private entry instructions are read into the one email that carries them.
    ...(withEntryInstructions && settings.entryInstructions ? { entryInstructions: settings.entryInstructions } : {}),
  };
}

/** 'Check-in 3:00 PM or later. Check-out by 10:00 AM.' */
export const checkInOutNote = (property: Pick<EmailProperty, 'checkIn' | 'checkOut'>): string =>
  `Check-in ${property.checkIn} or later. Check-out by ${property.checkOut}.`;
