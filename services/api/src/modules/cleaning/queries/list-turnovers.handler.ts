import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Turnovers, addDays, isoDateInZone } from '@lakehouse/contracts';
import { listTurnovers } from '@lakehouse/server-kit';
import { CLEANING_OPTIONS, type CleaningOptions } from '../cleaning-options.js';
import { ListTurnoversQuery } from './list-turnovers.query.js';

/** How far ahead the cleaner's list reaches. */
export const TURNOVER_DAYS = 90;

/** Each departure from today on, with the next arrival after it (see listTurnovers for what is read). */
@QueryHandler(ListTurnoversQuery)
export class ListTurnoversHandler implements IQueryHandler<ListTurnoversQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLEANING_OPTIONS) private readonly options: CleaningOptions,
  ) {}

  async execute(): Promise<Turnovers> {
    const from = isoDateInZone(new Date(), this.options.timeZone);
    const to = addDays(from, TURNOVER_DAYS);
    return { from, to, turnovers: await listTurnovers(this.dataSource.manager, from, to) };
  }
}
