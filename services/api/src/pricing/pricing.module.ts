import { Module } from '@nestjs/common';
import { PricingCache } from './pricing-cache.js';
import { PricingController } from './pricing.controller.js';
import { GetRatesHandler } from './queries/get-rates.handler.js';

@Module({ controllers: [PricingController], providers: [PricingCache, GetRatesHandler] })
export class PricingModule {}
