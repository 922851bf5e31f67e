import { Query } from '@nestjs/cqrs';
import type { AdminPropertySettings } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

export class GetPropertySettingsQuery extends Query<CachedRead<AdminPropertySettings>> {}
