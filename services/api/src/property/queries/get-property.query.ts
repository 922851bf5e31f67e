import { Query } from '@nestjs/cqrs';
import type { Property } from '@lakehouse/contracts';

export class GetPropertyQuery extends Query<Property> {}
