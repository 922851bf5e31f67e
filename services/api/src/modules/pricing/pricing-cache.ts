import { Injectable } from '@nestjs/common';
import type { AdminPricingRules } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** The house's prices and stay rules (every quote, GET /api/config/pricing), dropped when they or the property row change. */
@Injectable()
export class PricingCache extends ReadCache<AdminPricingRules> {
  constructor(notices: ChangeNotices) {
    super(notices, ['pricing_rules', 'properties']);
  }
}
