import { houseClockText } from '@lakehouse/contracts';

/** An instant on the house's clock, as the emails say it ('Friday, March 12, 3:00 PM EST'): a hold's end, a door code's hours. */
export const houseTimeText = (instant: string): string =>
  houseClockText(instant, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
