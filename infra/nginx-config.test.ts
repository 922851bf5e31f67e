// The web image's nginx site config, rendered as the image renders it, passes `nginx -t` (Debian's nginx,
// which .ci/run installs when missing). Serving the built site through it is e2e/nginx.spec.ts.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSiteConfig, testNginxConfig, writeNginxPrefix, type SiteVariables } from './testing/local-nginx.js';

// The image's values, except what must be local here: a port a non-root user may open, an upstream that
// resolves without the compose network (nginx resolves upstream names at start), and folders that exist.
const folders = mkdtempSync(join(tmpdir(), 'lakehouse-site-'));
const variables: SiteVariables = {
  LAKEHOUSE_LISTEN_PORT: '18080',
  LAKEHOUSE_API_UPSTREAM: '127.0.0.1:3000',
  LAKEHOUSE_SITE_ROOT: folders,
  LAKEHOUSE_CACHE_ROOT: join(folders, 'cache'),
  LAKEHOUSE_PHOTO_CACHE_ROOT: join(folders, 'photo-cache'),
  LAKEHOUSE_ACCESS_LOG: join(folders, 'access.log'),
};

const prefixes: string[] = [];
const prefixFor = (vars: SiteVariables) => {
  const prefix = writeNginxPrefix(vars);
  prefixes.push(prefix.prefix);
  return prefix;
};
afterAll(() => {
  for (const folder of [folders, ...prefixes]) rmSync(folder, { recursive: true, force: true });
});

describe('nginx.conf.template', () => {
  it('passes nginx -t', () => {
    const result = testNginxConfig(prefixFor(variables));
    expect(result.output).toMatch(/test is successful/);
    expect(result.ok).toBe(true);
  });

  it('nginx -t fails on a broken config (so the test above can fail)', () => {
    const broken = prefixFor({ ...variables, LAKEHOUSE_LISTEN_PORT: '18080 bogus-parameter' });
    const result = testNginxConfig(broken);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/bogus-parameter/);
  });

  it('rendering names a variable the template uses but nobody set', () => {
    const { LAKEHOUSE_SITE_ROOT: _unset, ...partial } = variables;
    expect(() => renderSiteConfig(partial as SiteVariables)).toThrow(/\$\{LAKEHOUSE_SITE_ROOT\}/);
  });
});
