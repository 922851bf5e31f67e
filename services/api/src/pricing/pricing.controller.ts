import { Body, Controller, Get, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Revalidated } from '../http/revalidate.js';
import {
  type PricingConfig,
  type PricingResponse,
  centsToDollars,
  pricingRequestSchema,
  pricingResponse,
  quoteStay,
  ratesFromProperty,
  type Rates,
} from '@lakehouse/contracts';
import { PropertyEntity } from '@lakehouse/server-kit';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';

/** The house's rates and the quote for a stay, computed by the one shared pricing function. */
@Controller('config')
export class PricingController {
  constructor(private readonly dataSource: DataSource) {}

  private async rates(): Promise<Rates> {
    const property = await this.dataSource.getRepository(PropertyEntity).findOneBy({ slug: 'lake-house' });
    if (!property) throw new NotFoundException('The property information could not be loaded.');
    return ratesFromProperty(property);
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
