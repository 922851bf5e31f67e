import { BadRequestException, Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import {
  type ParsedPricingRequest,
  type PricingConfig,
  type PricingResponse,
  StayRefusedError,
  dateInPropertyZone,
  pricingRequestSchema,
  pricingResponse,
  quoteStay,
  ratesFromRules,
  stayOfPricingRequest,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { sendAsJson } from '../../platform/read-cache/answer-json.js';
import { GetPricingRulesQuery } from './queries/get-pricing-rules.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

/** The house's rates and the quote for a stay, computed by the one shared pricing function from the host's rules. */
@ApiAccess('anyone')
@Controller('config')
export class PricingController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('pricing')
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async config(): Promise<PricingConfig> {
    const read = await this.queryBus.execute(new GetPricingRulesQuery());
    const { rules } = read.value;
    return sendAsJson(
      {
        baseNightlyRate: rules.nightlyRate,
        cleaningFee: rules.cleaningFee,
        linenFee: rules.linenFee,
        nhTaxRate: rules.taxRatePercent / 100,
      },
      read.validUntil ?? Number.POSITIVE_INFINITY,
    );
  }

  /**
   * The spec's call (a number of nights), or with the stay's dates the quote under every rule; a refused stay is a
   * 400 saying why. Computed per request from the cached rules (a quote is a few microseconds of arithmetic).
   */
  @Post('calculate-pricing')
  @HttpCode(200)
  async calculate(@Body(validatedBy(pricingRequestSchema)) body: ParsedPricingRequest): Promise<PricingResponse> {
    const read = await this.queryBus.execute(new GetPricingRulesQuery());
    try {
      const stay = stayOfPricingRequest(body, dateInPropertyZone(new Date()));
      const quote = pricingResponse(quoteStay(ratesFromRules(read.value.rules), stay));
      return sendAsJson(quote, read.validUntil ?? Number.POSITIVE_INFINITY);
    } catch (error) {
      if (error instanceof StayRefusedError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
