import { Query } from '@nestjs/cqrs';
import type { AdminPricingRules } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

/** The prices and stay rules every quote uses (the reservation's and the invoice's included). */
export class GetPricingRulesQuery extends Query<CachedRead<AdminPricingRules>> {}
