import type { ContactMessageEntity } from '@lakehouse/server-kit';
import type { OutgoingEmail } from './outgoing-email.js';
import { renderEmail } from './templates/render-email.js';

/** The host's copy of a contact-form message; replying answers the guest directly. */
export function contactMessageEmail(
  message: ContactMessageEntity,
  addresses: { from: string; host: string },
): OutgoingEmail {
  return {
    to: addresses.host,
    from: addresses.from,
    replyTo: message.email,
    subject: `Website message from ${message.name}`,
    ...renderEmail({
      heading: `Website message from ${message.name}`,
      paragraphs: [message.message],
      details: [
        ['Name', message.name],
        ['Email', message.email],
        ['Phone', message.phone ?? '(not given)'],
        ['Sent', message.receivedAt.toISOString()],
      ],
      footer: 'Sent from the contact form. Reply to this email to answer the guest.',
    }),
  };
}
