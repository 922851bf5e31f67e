import { Query } from '@nestjs/cqrs';
import type { PropertySettingsChanges } from '@lakehouse/contracts';

export class ListSettingsChangesQuery extends Query<PropertySettingsChanges> {}
