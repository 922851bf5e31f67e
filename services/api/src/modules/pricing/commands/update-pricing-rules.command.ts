import { Command } from '@nestjs/cqrs';
import type { AdminPricingRules, PricingRulesUpdate } from '@lakehouse/contracts';

export class UpdatePricingRulesCommand extends Command<AdminPricingRules> {
  constructor(readonly update: PricingRulesUpdate) {
    super();
  }
}
