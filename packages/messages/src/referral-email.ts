import type { ReferralEntity } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from './message-templates/compose-message.js';
import { houseCard, houseScope } from './message-templates/message-scope.js';
import type { OutgoingEmail } from './outgoing-email.js';
import type { EmailProperty } from './templates/email-property.js';
import { renderEmail } from './templates/render-email.js';

/** Tells the host who referred a guest, so the referrer can be thanked. */
export function referralEmail(
  referral: ReferralEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  words: TemplateWords = { stored: null },
): OutgoingEmail {
  const phone = referral.referrerPhone ?? '(not given)';
  const notes = referral.notes ?? '(none)';
  const written = composeMessage('referral', words, {
    house: houseScope(property, addresses.host),
    referral: {
      name: referral.referrerName,
      email: referral.referrerEmail,
      phone,
      relationship: referral.relationship,
      notes,
    },
  });
  return {
    to: addresses.host,
    from: addresses.from,
    replyTo: referral.referrerEmail,
    subject: written.subject,
    ...renderEmail(
      {
        heading: written.heading,
        paragraphs: written.paragraphs,
        details: [
          ['Referrer', referral.referrerName],
          ['Email', referral.referrerEmail],
          ['Phone', phone],
          ['Relationship', referral.relationship],
          ['Notes', notes],
          ['Received', referral.receivedAt.toISOString()],
        ],
        footer: written.footer,
      },
      houseCard(property, addresses.host),
    ),
    template: templateRecord('referral', written),
  };
}
