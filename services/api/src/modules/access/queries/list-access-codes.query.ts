import { Query } from '@nestjs/cqrs';
import type { AccessCode } from '@lakehouse/contracts';

export class ListAccessCodesQuery extends Query<AccessCode[]> {}
