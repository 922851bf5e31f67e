import { Query } from '@nestjs/cqrs';
import type { PricingRulesChanges } from '@lakehouse/contracts';

export class ListPricingChangesQuery extends Query<PricingRulesChanges> {}
