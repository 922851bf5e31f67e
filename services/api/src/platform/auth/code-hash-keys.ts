import { createHmac } from 'node:crypto';

/** A stored access code: its keyed hash and which key made it (null: the legacy key derived from APP_SECRET). */
export type StoredCodeHash = { codeHash: string; codeHashKeyId: string | null };

type CodeHashKey = { id: string | null; key: Buffer };

const keyOf = (secret: string): CodeHashKey => ({
  // The id names the key without revealing it, so rows say which key hashed them and a rotation can tell them apart.
  id: createHmac('sha256', secret).update('code-hash-key-id').digest('hex').slice(0, 16),
  key: createHmac('sha256', secret).update('access-code-hash').digest(),
});

/**
 * Access codes are stored as HMACs keyed by CODE_HASH_SECRET, apart from APP_SECRET, so rotating the session secret
 * keeps every code. Verification also accepts, in order, the previous code-hash key (CODE_HASH_SECRET_PREVIOUS,
 * during its rotation) and the legacy key (derived from APP_SECRET, before codes had their own secret); a code
 * found under either is rehashed with the current key when it is next used.
 */
export class CodeHashKeys {
  private readonly current: CodeHashKey;
  private readonly accepted: CodeHashKey[];

  constructor(codeHashSecret: string, previousCodeHashSecret: string | undefined, appSecret: string) {
    this.current = keyOf(codeHashSecret);
    const legacy = { id: null, key: createHmac('sha256', appSecret).update('access-code-hash').digest() };
    this.accepted = [this.current, ...(previousCodeHashSecret ? [keyOf(previousCodeHashSecret)] : []), legacy];
  }

  /** The stored form of a new code (or a rehashed one). */
  hash(normalizedCode: string): StoredCodeHash {
    return { codeHash: this.hashWith(this.current, normalizedCode), codeHashKeyId: this.current.id };
  }

  /** Every stored form this code may have, current key first. */
  candidates(normalizedCode: string): StoredCodeHash[] {
    return this.accepted.map((key) => ({ codeHash: this.hashWith(key, normalizedCode), codeHashKeyId: key.id }));
  }

  isCurrent(codeHashKeyId: string | null): boolean {
    return codeHashKeyId === this.current.id;
  }

  private hashWith({ key }: CodeHashKey, normalizedCode: string): string {
    return createHmac('sha256', key).update(normalizedCode).digest('hex');
  }
}
