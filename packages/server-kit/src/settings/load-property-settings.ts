import type { EntityManager } from 'typeorm';
import {
  type AdminPropertySettings,
  type PropertySettings,
  isBrandingPhoto,
  propertySettingsSchema,
} from '@lakehouse/contracts';
import { PropertyEntity } from '../database/entities/property.entity.js';
import { PROPERTY_SETTINGS_ID, PropertySettingsEntity } from '../database/entities/property-settings.entity.js';

/**
 * The settings as the host sees them: the settings row with the house's name and address from `properties`
 * (where the emails read them), and the branding files the logo and the host's photo may be. Parsed with the
 * contracts' schema, so a hand-edited row cannot reach the site unchecked. `lock` takes the row FOR UPDATE (a save's
 * transaction).
 */
export async function loadPropertySettings(manager: EntityManager, lock = false): Promise<AdminPropertySettings> {
  const [row, property] = await Promise.all([
    manager.findOne(PropertySettingsEntity, {
      where: { id: PROPERTY_SETTINGS_ID },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    }),
    manager.findOneBy(PropertyEntity, { slug: 'lake-house' }),
  ]);
  if (!row || !property) throw new Error('The property settings are missing: run the migrations.');
  const settings: PropertySettings = propertySettingsSchema.parse({
    ...row.settings,
    houseName: property.name,
    address: property.address,
  });
  return {
    settings,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    sampleFields: row.sampleFields,
    brandingFiles: property.images.filter(isBrandingPhoto),
  };
}
