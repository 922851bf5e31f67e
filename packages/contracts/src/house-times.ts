/** The house's clock times as the host sets them (`HH:mm`, in the property's zone). */
export interface HouseClockTimes {
  checkInTime: string;
  checkOutTime: string;
  quietHoursStart: string;
  quietHoursEnd: string;
}

/** The spec's times, seeded as the settings' samples and read while the settings load. */
export const DEFAULT_HOUSE_CLOCK_TIMES: HouseClockTimes = {
  checkInTime: '15:00',
  checkOutTime: '10:00',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
};

/** '15:00' → '3:00 PM'. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '22:00' → '10 PM', '22:30' → '10:30 PM': the short form the house rules use for quiet hours. */
export function formatShortClockTime(time: string): string {
  return formatClockTime(time).replace(':00 ', ' ');
}

/** The times as the site and the emails write them: '3:00 PM', '10:00 AM', '10 PM to 7 AM'. */
export function houseTimesText(times: HouseClockTimes): { checkIn: string; checkOut: string; quietHours: string } {
  return {
    checkIn: formatClockTime(times.checkInTime),
    checkOut: formatClockTime(times.checkOutTime),
    quietHours: `${formatShortClockTime(times.quietHoursStart)} to ${formatShortClockTime(times.quietHoursEnd)}`,
  };
}

/**
 * Host-written text with the house's times put in for `{{checkIn}}`, `{{checkOut}}` and `{{quietHours}}`, so the
 * rules, FAQs and guides follow the times set in the settings.
 */
export function fillHouseTimes(text: string, times: { checkIn: string; checkOut: string; quietHours: string }): string {
  return text.replace(/\{\{(checkIn|checkOut|quietHours)\}\}/g, (_, name: keyof typeof times) => times[name]);
}
