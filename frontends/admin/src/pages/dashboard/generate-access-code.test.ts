import { expect, it } from '@jest/globals';
import { createAccessCodeSchema } from '@lakehouse/contracts';
import { generateAccessCode } from './generate-access-code';

it('makes readable codes the server takes, different each time', () => {
  const codes = new Set(Array.from({ length: 200 }, () => generateAccessCode()));
  expect(codes.size).toBe(200);
  for (const code of codes) {
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(createAccessCodeSchema.safeParse({ code, type: 'family_friend' }).success).toBe(true);
  }
});
