import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Turnovers } from '@lakehouse/contracts';
import { ApiAccess } from '../../platform/openapi/api-access.js';
import { ListTurnoversQuery } from './queries/list-turnovers.query.js';

/** `/admin/turnovers`: the cleaner's list (and the host's and co-host's): each departure and the next arrival. */
@ApiAccess('adminSession')
@Controller('admin/turnovers')
export class TurnoversAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  list(): Promise<Turnovers> {
    return this.queryBus.execute(new ListTurnoversQuery());
  }
}
