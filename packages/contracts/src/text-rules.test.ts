import { describe, expect, it } from '@jest/globals';
import { contactMessageSchema } from './contact-message.js';
import { referralSchema } from './referral.js';
import { reservationRequestSchema } from './reservations.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('control characters', () => {
  const contact = { name: 'Ada', email: 'ada@example.com', message: 'A long enough message.' };

  it('one-line fields refuse CR, LF, NUL, ESC and DEL with a message naming the field', () => {
    for (const bad of ['Ada\r\nBcc: x@example.com', 'Ada\nEve', 'A\u0000da', 'Ada\u001b[2J', 'Ada\u007f', 'A\tda']) {
      expect(firstMessage(contactMessageSchema.safeParse({ ...contact, name: `x${bad}` }))).toBe(
        'Name must not contain line breaks or control characters',
      );
    }
    expect(firstMessage(contactMessageSchema.safeParse({ ...contact, phone: '555\r\n0100' }))).toBe(
      'Phone number must not contain line breaks or control characters',
    );
    expect(
      firstMessage(
        referralSchema.safeParse({
          referrerName: 'Ann',
          referrerEmail: 'a@example.com',
          relationship: 'Sister\nSubject: hi',
        }),
      ),
    ).toBe('Relationship must not contain line breaks or control characters');
  });

  it('free text keeps line breaks and tabs but refuses the other control characters', () => {
    expect(contactMessageSchema.safeParse({ ...contact, message: 'Hello,\r\n\tis the dock open?' }).success).toBe(true);
    expect(firstMessage(contactMessageSchema.safeParse({ ...contact, message: 'Hello there\u0007 bell' }))).toBe(
      'Message must not contain control characters',
    );
    const reservation = {
      guestName: 'Ada',
      guestEmail: 'ada@example.com',
      checkInDate: '2030-01-01',
      checkOutDate: '2030-01-03',
      guestCount: 2,
    };
    expect(reservationRequestSchema.safeParse({ ...reservation, specialRequests: 'Crib\nplease' }).success).toBe(true);
    expect(firstMessage(reservationRequestSchema.safeParse({ ...reservation, guestName: 'Ada\r\nX' }))).toBe(
      'Name must not contain line breaks or control characters',
    );
  });
});
