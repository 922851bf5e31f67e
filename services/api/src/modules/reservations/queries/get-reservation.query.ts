import { Query } from '@nestjs/cqrs';
import type { AdminReservationDetailResponse } from '@lakehouse/contracts';

export class GetReservationQuery extends Query<AdminReservationDetailResponse> {
  constructor(readonly id: string) {
    super();
  }
}
