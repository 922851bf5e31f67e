import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageTemplateKey, MessageTemplatePreview, MessageTemplateTrial } from '@lakehouse/contracts';
import type { BookingLinks } from '@lakehouse/server-kit';
import { BOOKING_LINKS, EmailAddressBook, loadTrialSource } from '@lakehouse/messages';
import type { AdminActor } from '../../platform/auth/admin-actor.js';
import { assertMayPreviewBooking } from '../../platform/auth/booking-preview-access.js';
import { checkedTemplate } from './message-template-documents.js';
import { PreviewThreads } from './preview-threads.js';

/**
 * A draft in the editor turned into the email it would send, from the sample booking or (the host's) a real one,
 * its booking link a placeholder, filled in the preview thread (within its time and size budget).
 */
@Injectable()
export class TemplateTrials {
  constructor(
    private readonly dataSource: DataSource,
    private readonly addresses: EmailAddressBook,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
    private readonly threads: PreviewThreads,
  ) {}

  async preview(
    key: MessageTemplateKey,
    { template, reservationId }: MessageTemplateTrial,
    actor: AdminActor,
  ): Promise<MessageTemplatePreview> {
    assertMayPreviewBooking(actor, reservationId);
    const checked = checkedTemplate(key, template);
    const { manager } = this.dataSource;
    const source = await loadTrialSource(manager, key, {
      reservationId,
      addresses: await this.addresses.current(manager),
      links: this.links,
    });
    if (!source) throw new NotFoundException('That booking no longer exists. Choose another, or the sample.');
    return this.threads.email({ kind: 'email', key, template: checked, source });
  }
}
