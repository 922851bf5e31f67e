import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keys derived from the app secret, one per purpose (access codes have their own secret: CodeHashKeys). */
export class AuthKeys {
  private readonly sessionKey: Buffer;
  private readonly compareKey: Buffer;
  /** Recorded with each admin session, so a session started with an ADMIN_CODE that has since been rotated ends. */
  readonly adminCodeFingerprint: string;

  constructor(
    appSecret: string,
    readonly adminCode: string,
  ) {
    const derive = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest();
    this.sessionKey = derive('session-signature');
    this.compareKey = derive('constant-time-compare');
    this.adminCodeFingerprint = createHmac('sha256', derive('admin-code-fingerprint')).update(adminCode).digest('hex');
  }

  sign(payload: string): string {
    return createHmac('sha256', this.sessionKey).update(payload).digest('base64url');
  }

  /** Compares secrets in constant time whatever their lengths (both sides are hashed to equal length first). */
  sameSecret(given: string, expected: string): boolean {
    const digest = (value: string) => createHmac('sha256', this.compareKey).update(value).digest();
    return timingSafeEqual(digest(given), digest(expected));
  }

  isAdminCode(code: string): boolean {
    return this.sameSecret(code.trim(), this.adminCode);
  }
}

/** What the admin table shows instead of the code: its first two characters (one for a code of four or fewer). */
export function maskAccessCode(code: string): string {
  const shown = code.length <= 4 ? 1 : 2;
  return `${code.slice(0, shown)}${'•'.repeat(Math.min(Math.max(code.length - shown, 3), 8))}`;
}
