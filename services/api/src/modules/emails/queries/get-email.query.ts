import { Query } from '@nestjs/cqrs';
import type { AdminEmailResponse } from '@lakehouse/contracts';

export class GetEmailQuery extends Query<AdminEmailResponse> {
  constructor(readonly id: string) {
    super();
  }
}
