import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { loadPropertySettings } from '@lakehouse/server-kit';

/** Who an email is from, and where the host reads guests' mail (host notices go there, guests reply there). */
export interface EmailAddresses {
  from: string;
  host: string;
}

/** The configured sender and `HOST_EMAIL`, the host's address when Settings has no contact email. */
export const EMAIL_ADDRESSES = Symbol('EMAIL_ADDRESSES');

/**
 * The addresses of the next email: the host's is the contact email set in Settings, read at send time so a change
 * reaches the next email; `HOST_EMAIL` only while none is set.
 */
@Injectable()
export class EmailAddressBook {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EMAIL_ADDRESSES) private readonly configured: EmailAddresses,
  ) {}

  async current(manager: EntityManager = this.dataSource.manager): Promise<EmailAddresses> {
    const { settings } = await loadPropertySettings(manager);
    return { from: this.configured.from, host: settings.contactEmail || this.configured.host };
  }
}
