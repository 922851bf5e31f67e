export interface PricingOptions {
  /** MAX_UNPAID_HOLDS_PER_CODE: the unpaid holds per code when the host sets none. */
  serverMaxUnpaidHoldsPerCode: number;
}

export const PRICING_OPTIONS = Symbol('PRICING_OPTIONS');
