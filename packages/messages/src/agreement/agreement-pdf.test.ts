import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { pdfText } from '@lakehouse/server-kit/testing';
import { signedAgreementPdf } from './agreement-pdf.js';

const stay = { houseName: 'Grantham Lake House', reference: '1A2B3C4D', dates: 'July 10 to July 13, 2027', guests: 4 };
const text = [
  '# Rental agreement',
  '',
  'This agreement is between the host and **Ada Lovelace** for July 10 to July 13, 2027.',
  '',
  `- ${'Quiet hours are respected. '.repeat(12)}`,
  '- Smoke-free 🚭 house',
].join('\n');
const signature = {
  reservationId: '1a2b3c4d-0000-4000-8000-000000000000',
  version: 3,
  signedText: text,
  sha256: createHash('sha256').update(text).digest('hex'),
  name: 'Ada King Lovelace',
  signedAt: new Date('2027-06-01T14:05:09Z'),
  clientIp: '203.0.113.9',
};

describe('the signed agreement PDF', () => {
  it('holds the stay, the text as signed, the name typed, the time, the version and the hash', async () => {
    const bytes = await signedAgreementPdf(stay, signature);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const shown = await pdfText(bytes);
    expect(shown).toContain('Rental agreement: Grantham Lake House');
    expect(shown).toContain('Booking 1A2B3C4D: July 10 to July 13, 2027, 4 guests');
    expect(shown).toContain('This agreement is between the host and Ada Lovelace for July 10 to July 13, 2027.');
    expect(shown).toContain('Signed by typing their full name: Ada King Lovelace');
    expect(shown).toContain('Signed at: 2027-06-01 14:05:09 UTC');
    expect(shown).toContain('Agreement version: 3');
    expect(shown).toContain(`SHA-256 of the text as signed: ${signature.sha256}`);
    // The long rule is wrapped onto lines that fit the page; a character the PDF font lacks prints as '?'.
    expect(shown.split('\n').filter((line) => line.includes('Quiet hours')).length).toBeGreaterThan(1);
    expect(shown).toContain('- Smoke-free ? house');
  });
});
