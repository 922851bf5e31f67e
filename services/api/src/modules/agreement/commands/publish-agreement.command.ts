import { Command } from '@nestjs/cqrs';
import type { AdminAgreement } from '@lakehouse/contracts';

/** Publishes the next version of the rental agreement if `startedFrom` is still the live one (a restore is one too). */
export class PublishAgreementCommand extends Command<AdminAgreement> {
  constructor(
    readonly markdown: string,
    readonly startedFrom: number,
    readonly publishedBy: string,
  ) {
    super();
  }
}
