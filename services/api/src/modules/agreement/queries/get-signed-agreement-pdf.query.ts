import { Query } from '@nestjs/cqrs';
import type { SignedAgreementFile } from '@lakehouse/messages';

/** The PDF of a stay's newest signature: the stay named by id (the admin) or by a booking link (the guest). */
export class GetSignedAgreementPdfQuery extends Query<SignedAgreementFile> {
  constructor(readonly stay: { reservationId: string } | { reference: string; key: string }) {
    super();
  }
}
