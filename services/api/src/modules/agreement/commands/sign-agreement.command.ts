import { Command } from '@nestjs/cqrs';
import type { GuestAgreement, SignAgreement } from '@lakehouse/contracts';

/** The guest signs the live agreement for their stay from their booking page, from `clientIp`. */
export class SignAgreementCommand extends Command<GuestAgreement> {
  constructor(
    readonly reference: string,
    readonly key: string,
    readonly signature: SignAgreement,
    readonly clientIp: string,
  ) {
    super();
  }
}
