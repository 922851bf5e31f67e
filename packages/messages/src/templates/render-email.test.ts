import { describe, expect, it } from '@jest/globals';
import { formatHoldDeadline, formatStayDate, renderEmail } from './render-email.js';

describe('renderEmail', () => {
  it('renders the same content as text and escaped HTML', () => {
    const { text, html } = renderEmail({
      heading: 'Your stay <request>',
      paragraphs: ['Thanks & welcome.'],
      details: [
        ['Check-in', 'Saturday'],
        ['Total', '$10.00'],
      ],
      action: { label: 'Pay', url: 'https://pay.example/?a=1&b=2' },
    });
    expect(text).toBe(
      'Your stay <request>\n\nThanks & welcome.\n\nCheck-in: Saturday\nTotal:    $10.00\n\nPay: https://pay.example/?a=1&b=2',
    );
    expect(html).toContain('Your stay &lt;request&gt;');
    expect(html).toContain('Thanks &amp; welcome.');
    expect(html).toContain('href="https://pay.example/?a=1&amp;b=2"');
    expect(html).not.toContain('<request>');
  });

  it('formats stay dates without time zone shifts', () => {
    expect(formatStayDate('2026-06-13')).toBe('Saturday, June 13, 2026');
  });

  it("prints a hold's deadline in the house's time zone, named, whatever the server's zone (EDT in summer, EST in winter)", () => {
    expect(formatHoldDeadline(new Date('2026-07-04T03:30:00Z'))).toBe('Friday, July 3, 2026 at 11:30 PM EDT');
    expect(formatHoldDeadline(new Date('2026-12-01T17:05:00Z'))).toBe('Tuesday, December 1, 2026 at 12:05 PM EST');
  });
});
