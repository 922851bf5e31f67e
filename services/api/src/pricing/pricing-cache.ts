import { Injectable } from '@nestjs/common';
import type { Rates } from '@lakehouse/contracts';
import { ChangeNotices } from '../read-cache/change-notices.js';
import { ReadCache } from '../read-cache/read-cache.js';

/** The house's rates (GET /api/config/pricing and every quote), dropped when the property row changes. */
@Injectable()
export class PricingCache extends ReadCache<Rates> {
  constructor(notices: ChangeNotices) {
    super(notices, ['properties']);
  }
}
