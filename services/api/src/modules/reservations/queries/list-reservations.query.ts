import { Query } from '@nestjs/cqrs';
import type { AdminReservationsQuery, AdminReservationsResponse } from '@lakehouse/contracts';

export class ListReservationsQuery extends Query<AdminReservationsResponse> {
  constructor(readonly filter: AdminReservationsQuery) {
    super();
  }
}
