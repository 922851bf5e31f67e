// Where the availability calendar's blocks came from (availability's `source`).

/** Source naming the property-management iCal feed ('Data synced from property management system'). */
export const PMS_FEED_SOURCE = 'pms-ical';
/** Source when the latest synced feed is the shipped sample (ICAL_FEED_URL=sample): its blocks are invented. */
export const SAMPLE_FEED_SOURCE = 'sample-ical';
/** Source when no feed has been synced: only direct bookings are shown. */
export const DIRECT_SOURCE = 'direct';
