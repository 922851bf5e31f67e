import { Query } from '@nestjs/cqrs';
import type { AdminEmailsQuery, AdminEmailsResponse } from '@lakehouse/contracts';

export class ListEmailsQuery extends Query<AdminEmailsResponse> {
  constructor(readonly filter: AdminEmailsQuery) {
    super();
  }
}
