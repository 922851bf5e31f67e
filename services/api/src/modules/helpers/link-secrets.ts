import { createHash, randomBytes } from 'node:crypto';

/** A new secret for an invite or a personal sign-in link: 256 random bits, 43 base64url characters. */
export const newLinkSecret = () => randomBytes(32).toString('base64url');

/** Only the hash is stored: a copy of the database lets no one in. */
export const linkSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The pages that read a link's secret; it stays after `#`, which browsers never send to a server. */
export const invitePath = (token: string) => `/admin/join#${token}`;
export const signInPath = (key: string) => `/admin/key#${key}`;
