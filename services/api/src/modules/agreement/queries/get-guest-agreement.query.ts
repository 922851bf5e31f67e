import { Query } from '@nestjs/cqrs';
import type { GuestAgreement } from '@lakehouse/contracts';

/** The live agreement filled in for the stay a booking link names, and its signature. */
export class GetGuestAgreementQuery extends Query<GuestAgreement> {
  constructor(
    readonly reference: string,
    readonly key: string,
  ) {
    super();
  }
}
