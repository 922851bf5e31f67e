import { createHash, randomInt } from 'node:crypto';

/** Ten codes, each 10 characters from an alphabet without look-alikes (about 50 bits): unguessable within the limits. */
const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const oneCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** How a recovery code is shown: two groups of five. */
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The stored form: a plain SHA-256 is enough for random 50-bit codes that work once and are rate-limited. */
export const recoveryCodeHash = (normalizedCode: string) => createHash('sha256').update(normalizedCode).digest('hex');

/** Fresh recovery codes: what the host sees once, and what is stored. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
  return { shown: codes.map(shown), hashes: codes.map(recoveryCodeHash) };
}
