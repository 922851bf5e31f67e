import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Revalidated } from '../http/revalidate.js';
import {
  type PricingConfig,
  type PricingResponse,
  centsToDollars,
  pricingRequestSchema,
  pricingResponse,
  quoteStay,
  type Rates,
} from '@lakehouse/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { GetRatesQuery } from './queries/get-rates.query.js';

/** The house's rates and the quote for a stay, computed by the one shared pricing function. */
@Controller('config')
export class PricingController {
  constructor(private readonly queryBus: QueryBus) {}

  private async rates(): Promise<Rates> {
    return (await this.queryBus.execute(new GetRatesQuery())).value;
  }

  @Get('pricing')
  @Revalidated()
  async config(): Promise<PricingConfig> {
    const rates = await this.rates();
    return {
      baseNightlyRate: centsToDollars(rates.baseRateCents),
      cleaningFee: centsToDollars(rates.cleaningFeeCents),
      linenFee: centsToDollars(rates.linenFeeCents),
      nhTaxRate: rates.taxRatePpm / 1_000_000,
    };
  }

  @Post('calculate-pricing')
  @HttpCode(200)
  async calculate(
    @Body(new ZodValidationPipe(pricingRequestSchema)) body: { nights: number; guests: number; includeLinens: boolean; familyDiscount: boolean },
  ): Promise<PricingResponse> {
    return pricingResponse(quoteStay(await this.rates(), body));
  }
}
