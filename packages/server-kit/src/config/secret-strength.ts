/**
 * Production refuses example and guessable secrets. The examples in infra (k8s secret.example.yaml) all carry
 * CHANGE_ME; the other patterns are the usual ways a placeholder is written.
 */
const PLACEHOLDER = /change[_-]?me|placeholder|replace[_-]?me|your[_-]?(secret|code|key|token|password)|<[^>]*>|x{6,}/i;

/** The secrets checked in production, with what a real one needs (Shannon estimate over the value itself). */
const RULES: Record<string, { minBits: number; minDistinct: number; hint: string }> = {
  APP_SECRET: { minBits: 96, minDistinct: 12, hint: 'openssl rand -hex 32' },
  CODE_HASH_SECRET: { minBits: 96, minDistinct: 12, hint: 'openssl rand -hex 32' },
  CODE_HASH_SECRET_PREVIOUS: { minBits: 96, minDistinct: 12, hint: 'the CODE_HASH_SECRET it replaces' },
  ADMIN_CODE: { minBits: 24, minDistinct: 5, hint: 'e.g. openssl rand -hex 6' },
  CALENDAR_EXPORT_TOKEN: { minBits: 64, minDistinct: 10, hint: 'openssl rand -hex 16' },
  SENDGRID_API_KEY: { minBits: 0, minDistinct: 0, hint: 'the key SendGrid gave you' },
  STRIPE_SECRET_KEY: { minBits: 0, minDistinct: 0, hint: 'the key Stripe gave you' },
  STRIPE_WEBHOOK_SECRET: { minBits: 0, minDistinct: 0, hint: 'the signing secret Stripe gave you' },
  ACCESS_CODES: { minBits: 0, minDistinct: 0, hint: 'real codes' },
};

function entropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) bitsPerCharacter -= (count / value.length) * Math.log2(count / value.length);
  return bitsPerCharacter * value.length;
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/** One line per weak secret, naming the variable and never its value. */
export function weakSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name];
    if (!value) continue;
    if (PLACEHOLDER.test(value))
      problems.push(`${name}: is a placeholder from an example; set a real one (${rule.hint})`);
    else if (new Set(value).size < rule.minDistinct || entropyBits(value) < rule.minBits) {
      problems.push(`${name}: is too easy to guess (too few different characters); set a random one (${rule.hint})`);
    }
  }
  if (env.DATABASE_URL && PLACEHOLDER.test(passwordOf(env.DATABASE_URL))) {
    problems.push('DATABASE_URL: its password is a placeholder from an example; set the real one');
  }
  return problems;
}
