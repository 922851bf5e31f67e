import { BadRequestException, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../http/lean-routes.js';
import { ReadyAnswer } from '../http/ready-answer-route.js';
import { Revalidated } from '../http/revalidate.js';
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
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendAsJson } from '../read-cache/answer-json.js';
import { GetPricingRulesQuery } from './queries/get-pricing-rules.query.js';

/** The house's rates and the quote for a stay, computed by the one shared pricing function from the host's rules. */
@Controller('config')
export class PricingController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('pricing')
  @Revalidated()
  @ReadyAnswer()
  @LeanRoute()
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
   * 400 saying why. A quote depends on the body, the cached rules and today's date alone (a kept answer never
   * outlives a quarter hour, nor so its day), so the same body is answered again at the front door.
   */
  @Post('calculate-pricing')
  @HttpCode(200)
  @ReadyAnswer()
  @LeanRoute()
  async calculate(
    @Body(new ZodValidationPipe(pricingRequestSchema)) body: ParsedPricingRequest,
  ): Promise<PricingResponse> {
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
