import { Query } from '@nestjs/cqrs';
import type { AvailabilityQuery, AvailabilityResponse } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

export class GetAvailabilityQuery extends Query<CachedRead<AvailabilityResponse>> {
  constructor(readonly window: AvailabilityQuery) {
    super();
  }
}
