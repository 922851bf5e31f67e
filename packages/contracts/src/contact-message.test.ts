import { describe, expect, it } from '@jest/globals';
import { contactMessageSchema } from './contact-message.js';

function messagesFor(input: Record<string, unknown>): string[] {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contactMessageSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'Is the dock open in May?' };

  it('accepts a complete message and drops an empty phone', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: '' })).toEqual({ ...valid, phone: undefined });
  });

  it("uses the spec's messages", () => {
    expect(messagesFor({ ...valid, name: '  ' })).toEqual(['Name is required']);
    expect(messagesFor({ ...valid, email: 'not-an-email' })).toEqual(['Please enter a valid email address']);
    expect(messagesFor({ ...valid, message: 'too short' })).toEqual(['Message must be at least 10 characters']);
  });

  it('trims before measuring', () => {
    expect(messagesFor({ ...valid, message: '   short    ' })).toEqual(['Message must be at least 10 characters']);
  });
});
