import { Query } from '@nestjs/cqrs';
import type { AdminCalendarFeed } from '@lakehouse/contracts';

export class ListCalendarFeedsQuery extends Query<AdminCalendarFeed[]> {}
