/** Letters and digits a guest reads off a message without mixing them up (no 0/O, 1/I/L). */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/**
 * A new access code such as 'K7QM-2XWD-PR9A': 12 characters from 31 (about 59 bits, far beyond guessing under the
 * attempt limit), drawn by the browser's cryptographic random source, in groups a guest can type from a text.
 */
export function generateAccessCode(): string {
  const values = crypto.getRandomValues(new Uint32Array(GROUPS * GROUP_LENGTH));
  const characters = [...values].map((value) => READABLE[value % READABLE.length]);
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  ).join('-');
}
