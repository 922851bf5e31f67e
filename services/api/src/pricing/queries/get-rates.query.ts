import { Query } from '@nestjs/cqrs';
import type { Rates } from '@lakehouse/contracts';
import type { CachedRead } from '../../read-cache/read-cache.js';

export class GetRatesQuery extends Query<CachedRead<Rates>> {}
