import { Injectable } from '@nestjs/common';
import type { AdminPropertySettings } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** The host's settings (the admin form, the family coupon), dropped when they or the property row change. */
@Injectable()
export class SettingsCache extends ReadCache<AdminPropertySettings> {
  constructor(notices: ChangeNotices) {
    super(notices, ['property_settings', 'properties']);
  }
}
