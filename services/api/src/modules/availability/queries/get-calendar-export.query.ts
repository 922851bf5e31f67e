import { Query } from '@nestjs/cqrs';

/** The direct bookings and the host's own blocks as an iCalendar file, for the property-management system to import. */
export class GetCalendarExportQuery extends Query<string> {}
