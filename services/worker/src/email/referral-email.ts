import type { ReferralEntity } from '@lakehouse/server-kit';
import type { OutgoingEmail } from './outgoing-email.js';
import { renderEmail } from './templates/render-email.js';

/** Tells the host who referred a guest, so the referrer can be thanked. */
export function referralEmail(referral: ReferralEntity, addresses: { from: string; host: string }): OutgoingEmail {
  return {
    to: addresses.host,
    from: addresses.from,
    replyTo: referral.referrerEmail,
    subject: `Referral from ${referral.referrerName}`,
    ...renderEmail({
      heading: `Referral from ${referral.referrerName}`,
      paragraphs: ['A referred guest told us who sent them.'],
      details: [
        ['Referrer', referral.referrerName],
        ['Email', referral.referrerEmail],
        ['Phone', referral.referrerPhone ?? '(not given)'],
        ['Relationship', referral.relationship],
        ['Notes', referral.notes ?? '(none)'],
        ['Received', referral.receivedAt.toISOString()],
      ],
    }),
  };
}
