import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MessageTemplateKey, MessageTemplatePreview, MessageTemplateTrial } from '@lakehouse/contracts';
import type { BookingLinks } from '@lakehouse/server-kit';
import {
  BOOKING_LINKS,
  EmailAddressBook,
  isTemplateError,
  loadTrialSource,
  trialEmail,
} from '@lakehouse/worker/email-templates';
import type { AdminActor } from '../auth/admin-actor.js';
import { assertMayPreviewBooking } from '../auth/booking-preview-access.js';
import { checkedTemplate } from './message-template-documents.js';

/**
 * A draft in the editor turned into the email it would send, from the sample booking or (the host's) a real one,
 * its booking link a placeholder.
 */
@Injectable()
export class TemplateTrials {
  constructor(
    private readonly dataSource: DataSource,
    private readonly addresses: EmailAddressBook,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
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
    try {
      const { subject, text, html } = trialEmail(key, checked, source);
      return { subject, text, html: html ?? '' };
    } catch (error) {
      // It parses and names only known variables, yet fails when filled (a filter given the wrong kind of value).
      if (isTemplateError(error))
        throw new BadRequestException({ statusCode: 400, message: `The template does not fill in: ${error.message}` });
      throw error;
    }
  }
}
