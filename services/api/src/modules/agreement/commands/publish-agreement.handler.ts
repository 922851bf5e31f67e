import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminAgreement, RENTAL_AGREEMENT_KIND, STALE_AGREEMENT_MESSAGE } from '@lakehouse/contracts';
import { publishNextVersion } from '../../content/content-versions.js';
import { adminAgreement } from '../agreement-signatures.js';
import { checkedAgreement } from '../agreement-text.js';
import { PublishAgreementCommand } from './publish-agreement.command.js';

/** A new live version (409 when another publish came first); from then on a stay needs a signature to pay. */
@CommandHandler(PublishAgreementCommand)
export class PublishAgreementHandler implements ICommandHandler<PublishAgreementCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ markdown, startedFrom, publishedBy }: PublishAgreementCommand): Promise<AdminAgreement> {
    const published = await publishNextVersion(this.dataSource, {
      kind: RENTAL_AGREEMENT_KIND,
      body: { markdown: checkedAgreement(markdown) },
      startedFrom,
      publishedBy,
      staleMessage: STALE_AGREEMENT_MESSAGE,
    });
    return adminAgreement(published);
  }
}
