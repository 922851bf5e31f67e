import type { ContactMessageEntity } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from './message-templates/compose-message.js';
import { houseCard, houseScope } from './message-templates/message-scope.js';
import type { OutgoingEmail } from './outgoing-email.js';
import type { EmailProperty } from './templates/email-property.js';
import { renderEmail } from './templates/render-email.js';

/** The host's copy of a contact-form message; replying answers the guest directly. */
export function contactMessageEmail(
  message: ContactMessageEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  words: TemplateWords = { stored: null },
): OutgoingEmail {
  const phone = message.phone ?? '(not given)';
  const sentAt = message.receivedAt.toISOString();
  const written = composeMessage('contact-message', words, {
    house: houseScope(property, addresses.host),
    message: { name: message.name, email: message.email, phone, text: message.message, sentAt },
  });
  return {
    to: addresses.host,
    from: addresses.from,
    replyTo: message.email,
    subject: written.subject,
    ...renderEmail(
      {
        heading: written.heading,
        paragraphs: written.paragraphs,
        details: [
          ['Name', message.name],
          ['Email', message.email],
          ['Phone', phone],
          ['Sent', sentAt],
        ],
        footer: written.footer,
      },
      houseCard(property, addresses.host),
    ),
    template: templateRecord('contact-message', written),
  };
}
