import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';
import { repoRoot } from './repo-root.js';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: '3f9a1c7e5b2d8046af13c9e7b5d20864ce1a3f5b7d9e0c2a4b6d8f1e3c5a7b9d',
  CODE_HASH_SECRET: '8d2e4f6a1c3b5e7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a6c8e1b3d5f7a9c0e2b4d',
  ADMIN_CODE: 'K7QX-M2PD-9R4T',
  PUBLIC_URL: 'https://lakehouse.example.com',
};

/** Every value of the example Secret, commented ones too (`# NAME: "value"`). */
const exampleValues = readFileSync(path.join(repoRoot, 'infra/k8s/secret.example.yaml'), 'utf8')
  .split('\n')
  .map((line) => /^\s*#?\s*([A-Z_]+):\s*"(.*)"\s*$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, name, value]) => [name!, value!] as const);

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof ConfigError ? error.problems : [String(error)];
  }
  return [];
};

describe('production refuses example and guessable secrets (threat 10 of docs/security.md)', () => {
  it('starts with real secrets', () => {
    expect(refusal(production)).toEqual([]);
  });

  it.each(exampleValues)('refuses the example %s, naming it and not its value', (name, value) => {
    const problems = refusal({ ...production, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: .*placeholder`));
    expect(problems[0]).not.toContain(value);
  });

  it.each([
    ['APP_SECRET', 'a'.repeat(64)],
    ['APP_SECRET', 'abcdabcdabcdabcdabcdabcdabcdabcd'],
    ['APP_SECRET', 'passwordpasswordpasswordpassword'],
    ['CODE_HASH_SECRET', 'abcdabcdabcdabcdabcdabcdabcdabcd'],
    ['CODE_HASH_SECRET_PREVIOUS', 'a'.repeat(64)],
    ['ADMIN_CODE', '11111111'],
    ['ADMIN_CODE', 'abababab'],
    ['CALENDAR_EXPORT_TOKEN', '0000000000000000'],
  ])('refuses a low-entropy %s', (name, value) => {
    expect(refusal({ ...production, [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name}: is too easy to guess`)),
    ]);
  });

  it('leaves development and tests alone', () => {
    expect(
      refusal({ NODE_ENV: 'development', APP_SECRET: 'CHANGE_ME-to-64-random-hex-characters-from-openssl-rand' }),
    ).toEqual([]);
  });
});

describe('production refuses settings that open a hole on a public site', () => {
  it('trusts exactly the proxy: a whole range of client addresses is refused, an address is kept', () => {
    for (const range of ['true', 'uniquelocal', 'linklocal'])
      expect(refusal({ ...production, TRUST_PROXY: range })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: .*set the address of the proxy/),
      ]);
    expect(refusal({ ...production, TRUST_PROXY: '172.30.0.10' })).toEqual([]);
    expect(loadConfig({ ...production, TRUST_PROXY: '172.30.0.10' }).trustProxy).toBe('172.30.0.10');
    expect(refusal({ NODE_ENV: 'development', TRUST_PROXY: 'uniquelocal' })).toEqual([]);
  });

  it('trusts at most one private network: every address range wider, or outside the private networks, is refused', () => {
    for (const range of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      '203.0.113.7',
      '2001:db8::1',
    ])
      expect(refusal({ ...production, TRUST_PROXY: range })).toEqual([
        expect.stringMatching(
          new RegExp(`^TRUST_PROXY: "${range.replace(/[.*/]/g, '\\$&')}" trusts more than the proxy`),
        ),
      ]);
    expect(refusal({ ...production, TRUST_PROXY: '172.30.0.10, 10.0.0.0/8' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: "10\.0\.0\.0\/8" trusts more/),
    ]);
    for (const narrow of ['10.0.0.10', '10.42.7.0/24', 'fd00:1:2:3::/64', 'loopback', '127.0.0.1, ::1'])
      expect(refusal({ ...production, TRUST_PROXY: narrow })).toEqual([]);
  });

  it("needs the site's https address, never the example's placeholder, and names PUBLIC_URL", () => {
    const without = { ...production } as Record<string, string>;
    delete without.PUBLIC_URL;
    expect(refusal(without)).toEqual([expect.stringMatching(/^PUBLIC_URL: is required in production/)]);
    expect(refusal({ ...production, PUBLIC_URL: 'https://your-domain.example' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is the example's placeholder/),
    ]);
    expect(refusal({ ...production, PUBLIC_URL: 'http://lakehouse.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must start with https:\/\//),
    ]);
    expect(refusal({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('calendar feeds: the test-only local-network setting and a plain http feed URL are refused', () => {
    expect(refusal({ ...production, CALENDAR_FEEDS_ON_LOCAL_NETWORK: 'true' })).toEqual([
      expect.stringMatching(/^CALENDAR_FEEDS_ON_LOCAL_NETWORK: is for tests only/),
    ]);
    expect(refusal({ ...production, ICAL_FEED_URL: 'http://pms.example/feed.ics' })).toEqual([
      expect.stringMatching(/^ICAL_FEED_URL: must start with https:\/\//),
    ]);
    expect(refusal({ ...production, ICAL_FEED_URL: 'sample' })).toEqual([]);
  });

  it("the test-only hook that runs the stays' due work at a chosen time is refused", () => {
    expect(refusal({ ...production, DUE_WORK_AT_ENABLED: 'true' })).toEqual([
      expect.stringMatching(/^DUE_WORK_AT_ENABLED: is for tests only/),
    ]);
    expect(loadConfig({ NODE_ENV: 'test', DUE_WORK_AT_ENABLED: 'true' }).dueWorkAtEnabled).toBe(true);
  });
});
