import { Query } from '@nestjs/cqrs';
import type { Turnovers } from '@lakehouse/contracts';

export class ListTurnoversQuery extends Query<Turnovers> {}
