import { houseClockText } from '@lakehouse/contracts';

/** When a hold ends, on the house's clock, as the emails say it: 'Friday, March 12, 3:00 PM EST'. */
export const holdEndText = (instant: string): string =>
  houseClockText(instant, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
