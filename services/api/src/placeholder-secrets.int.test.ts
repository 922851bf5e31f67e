import { once } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { builtEntryPoint, startNodeProcess } from '@lakehouse/server-kit/testing';

const apiMain = builtEntryPoint('api');

// A strong value for every secret but the one under attack, so each refusal can only come from that one.
const strongSecrets = {
  APP_SECRET: 'f3b9c27e5a1d48c6b0e7a9d2c4f61835e8b2d7a0c9f4e1b3',
  CODE_HASH_SECRET: '7c1e9a3f5b2d8064ae13c7f9b5d20846ec1a3f5b7d9e0c2a',
  ADMIN_CODE: 'Kq7#vW2m!Lp9xR4t',
  DATABASE_URL: 'postgres://lakehouse:Zt8rQ2vN5pK1wX7c@127.0.0.1:1/lakehouse',
};
const siteAddress = { PUBLIC_URL: 'https://lakehouse.example.com' };

/** Threat 10 of docs/security.md: a production API copied from the example Secret must not start. */
describe('the API in production refuses placeholder secrets', () => {
  it.each([
    ['APP_SECRET', 'CHANGE_ME-to-64-random-hex-characters-from-openssl-rand'],
    ['ADMIN_CODE', 'CHANGE_ME-admin-code'],
    ['CODE_HASH_SECRET', 'CHANGE_ME-to-another-64-random-hex-characters-from-openssl'],
    ['APP_SECRET', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['DATABASE_URL', 'postgres://lakehouse:CHANGE_ME@127.0.0.1:1/lakehouse'],
  ])('%s = %s stops the process at start, naming the variable and not the value', async (name, value) => {
    const env = { ...strongSecrets, ...siteAddress, NODE_ENV: 'production', REDIS_URL: '', [name]: value };
    const api = startNodeProcess(apiMain, env);
    const [exitCode] = await once(api.child, 'exit');
    expect(exitCode).not.toBe(0);
    expect(api.output()).toContain('Invalid configuration');
    expect(api.output()).toContain(`- ${name}:`);
    expect(api.output()).not.toContain(value);
    // It stopped at the configuration: it never reached the database or the port.
    expect(api.output()).not.toContain('listening on');
  });
});

/** Threat E1 of docs/security.md: production never builds a link from a request's Host, so it needs PUBLIC_URL. */
describe('the API in production needs the site address', () => {
  it.each([
    ['unset', {}, /- PUBLIC_URL: is required in production/],
    ['empty', { PUBLIC_URL: '' }, /- PUBLIC_URL: is required in production/],
    ["the example's placeholder", { PUBLIC_URL: 'https://your-domain.example' }, /- PUBLIC_URL: is the example's/],
    ['plain http', { PUBLIC_URL: 'http://lakehouse.example.com' }, /- PUBLIC_URL: must start with https:\/\//],
  ])('PUBLIC_URL %s stops the process at start with a message naming it', async (_case, address, message) => {
    const api = startNodeProcess(apiMain, { ...strongSecrets, ...address, NODE_ENV: 'production', REDIS_URL: '' });
    const [exitCode] = await once(api.child, 'exit');
    expect(exitCode).not.toBe(0);
    expect(api.output()).toMatch(message);
    expect(api.output()).not.toContain('listening on');
  });
});
