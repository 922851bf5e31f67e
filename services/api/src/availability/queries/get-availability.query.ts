import { Query } from '@nestjs/cqrs';
import type { AvailabilityQuery, AvailabilityResponse } from '@lakehouse/contracts';

export class GetAvailabilityQuery extends Query<AvailabilityResponse> {
  constructor(readonly window: AvailabilityQuery) {
    super();
  }
}
