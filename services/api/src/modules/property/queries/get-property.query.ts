import { Query } from '@nestjs/cqrs';
import type { Property } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

export class GetPropertyQuery extends Query<CachedRead<Property>> {}
