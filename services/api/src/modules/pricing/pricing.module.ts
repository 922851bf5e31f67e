import { type DynamicModule, Module } from '@nestjs/common';
import { UpdatePricingRulesHandler } from './commands/update-pricing-rules.handler.js';
import { PricingAdminController } from './pricing-admin.controller.js';
import { PricingCache } from './pricing-cache.js';
import { PRICING_OPTIONS, type PricingOptions } from './pricing-options.js';
import { PricingController } from './pricing.controller.js';
import { GetPricingRulesHandler } from './queries/get-pricing-rules.handler.js';
import { ListPricingChangesHandler } from './queries/list-pricing-changes.handler.js';

/** The prices and stay rules; other features (reservations) read them with `GetPricingRulesQuery`. */
@Module({})
export class PricingModule {
  static forRoot(options: PricingOptions): DynamicModule {
    return {
      module: PricingModule,
      controllers: [PricingController, PricingAdminController],
      providers: [
        { provide: PRICING_OPTIONS, useValue: options },
        PricingCache,
        GetPricingRulesHandler,
        ListPricingChangesHandler,
        UpdatePricingRulesHandler,
      ],
    };
  }
}
