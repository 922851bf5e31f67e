import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MessageTemplateKey } from '@lakehouse/contracts';
import { ContentDocumentEntity } from '@lakehouse/server-kit';
import { EmailAddressBook, type EmailAddresses } from '../email-addresses.js';
import { type EmailProperty, loadEmailProperty } from '../templates/email-property.js';
import type { TemplateWords } from './compose-message.js';

/** The site's public address, where the emails' photo and links point. */
export const EMAIL_SITE_URL = Symbol('EMAIL_SITE_URL');

/** A template's versions are content documents of this kind (docs/decisions/0005-content-as-data.md). */
export const templateDocumentKind = (key: MessageTemplateKey): string => `message-${key}`;

/** The live saved words of a template as stored (checked when used), or null while it was never saved. */
async function storedTemplate(manager: EntityManager, key: MessageTemplateKey): Promise<unknown> {
  const live = await manager.findOne(ContentDocumentEntity, {
    where: { kind: templateDocumentKind(key) },
    order: { version: 'DESC' },
  });
  return live?.body ?? null;
}

/** What writing an email reads at send time: the house, the addresses and the host's words, all as now set. */
export interface EmailContextOf {
  property: EmailProperty;
  addresses: EmailAddresses;
  words: TemplateWords;
}

@Injectable()
export class EmailContext {
  constructor(
    private readonly dataSource: DataSource,
    private readonly addresses: EmailAddressBook,
    @Inject(EMAIL_SITE_URL) private readonly siteUrl: string,
  ) {}

  async load(key: MessageTemplateKey, { withEntryInstructions = false } = {}): Promise<EmailContextOf> {
    const { manager } = this.dataSource;
    const [property, addresses, stored] = await Promise.all([
      loadEmailProperty(manager, { withEntryInstructions, photoBase: this.siteUrl }),
      this.addresses.current(manager),
      storedTemplate(manager, key),
    ]);
    return { property, addresses, words: { stored } };
  }
}
