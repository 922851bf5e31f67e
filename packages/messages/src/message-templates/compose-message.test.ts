import { describe, expect, it } from '@jest/globals';
import { MESSAGE_TEMPLATE_KEYS } from '@lakehouse/contracts';
import { composeMessage } from './compose-message.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { bookingScope } from './message-scope.js';
import { sampleReservation } from './sample-booking.js';
import { fillTemplate, templateProblems } from './template-engine.js';
import { trialEmail } from './trial-email.js';

const property = {
  name: 'Grantham Lake House',
  address: '12 Lakeview Drive',
  checkIn: '3:00 PM',
  checkOut: '10:00 AM',
};
const reservation = sampleReservation(new Date('2027-05-01T12:00:00Z'));
const scope = bookingScope('request-received', reservation, property, { hostEmail: 'host@example.com' });

describe('the message templates', () => {
  it('fills variables, drops empty paragraphs and keeps subjects on one line', () => {
    const filled = fillTemplate(
      {
        subject: 'Hi {{ guest.firstName }}\n{{ house.name | upcase }}',
        heading: '{{ stay.nights }} nights',
        body: 'First {{ guest.name }}.\n\n{% if links.booking %}Link{% endif %}\n\n  Last.  ',
        footer: '',
      },
      scope,
    );
    expect(filled).toEqual({
      subject: 'Hi Ada GRANTHAM LAKE HOUSE',
      heading: '3 nights',
      paragraphs: ['First Ada Lovelace.', 'Last.'],
      footer: '',
    });
  });

  it('never reads a value as a template: a guest typing {{ }} gets their text back', () => {
    const sneaky = bookingScope(
      'request-received',
      { ...reservation, guestName: '{{ house.contactEmail }}' },
      property,
      {
        hostEmail: 'host@example.com',
      },
    );
    expect(fillTemplate(DEFAULT_TEMPLATES['host-new-booking'], sneaky).subject).toBe(
      'New booking request: {{ house.contactEmail }}',
    );
  });

  it('names an unknown variable with its line, and a template that does not parse with its line and reason', () => {
    const template = { ...DEFAULT_TEMPLATES['thank-you'], body: 'One\n\nTwo {{ guest.nickname }}' };
    expect(templateProblems('thank-you', template)).toEqual([
      { field: 'body', line: 3, message: 'Line 3: unknown variable {{ guest.nickname }}' },
    ]);
    const [problem] = templateProblems('thank-you', { ...template, body: 'a\n{% for x in %}' });
    expect(problem).toMatchObject({ field: 'body', line: 2 });
    expect(problem!.message).toMatch(/^Line 2: /);
    expect(templateProblems('thank-you', { ...template, body: '{% assign first = guest.name %}{{ first }}' })).toEqual(
      [],
    );
  });

  it('falls back to the default when the saved words fail, and says why', () => {
    const stored = { ...DEFAULT_TEMPLATES['request-received'], subject: 'Held: {{ invoice.amount }}' };
    const written = composeMessage('request-received', { stored }, scope);
    expect(written.subject).toBe('Your dates at Grantham Lake House are held');
    expect(written.fallback).toBe('Subject, Line 1: unknown variable {{ invoice.amount }}');
    expect(composeMessage('request-received', { stored: { subject: 1 } }, scope).fallback).toMatch(
      /^the saved template is not valid/,
    );
    const saved = { ...DEFAULT_TEMPLATES['request-received'], subject: 'Held for {{ guest.firstName }}' };
    expect(composeMessage('request-received', { stored: saved }, scope)).toMatchObject({
      subject: 'Held for Ada',
    });
    expect(composeMessage('request-received', { stored: saved }, scope).fallback).toBeUndefined();
  });

  it('a draft being tried fails loudly instead of falling back', () => {
    expect(() =>
      composeMessage(
        'request-received',
        { trial: { ...DEFAULT_TEMPLATES['request-received'], body: '{{ nope }}' } },
        scope,
      ),
    ).toThrow(/undefined variable: nope/);
  });

  it('every default passes its own checks and writes its email from the sample', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      expect([key, templateProblems(key, DEFAULT_TEMPLATES[key])]).toEqual([key, []]);
      const email = trialEmail(key, DEFAULT_TEMPLATES[key], {
        property,
        addresses: { from: 'stay@example.com', host: 'host@example.com' },
        reservation,
      });
      expect(email.subject).not.toMatch(/\{\{|\}\}/);
      expect(email.text).not.toMatch(/\{\{|\{%/);
    }
  });
});
