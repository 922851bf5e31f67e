import { z } from 'zod';
import { dateInPropertyZone } from './house-clock.js';
import { isIsoDate } from './iso-dates.js';

/**
 * A stay date: 'yyyy-MM-dd', or an ISO timestamp taken as the date it names in the house's time zone
 * (a browser's midnight converted to UTC must not move the stay by a day).
 */
export const stayDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .transform((value, context) => {
      const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? value
        : /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
          ? dateInPropertyZone(new Date(value))
          : undefined;
      if (!date || !isIsoDate(date)) {
        context.addIssue({ code: 'custom', message: `${label} must be a date (yyyy-MM-dd)` });
        return z.NEVER;
      }
      return date;
    });
