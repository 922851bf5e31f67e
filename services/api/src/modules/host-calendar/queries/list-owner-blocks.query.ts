import { Query } from '@nestjs/cqrs';
import type { OwnerBlock } from '@lakehouse/contracts';

export class ListOwnerBlocksQuery extends Query<OwnerBlock[]> {}
