import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError } from './app-config.js';

export interface Secrets {
  appSecret: string;
  codeHashSecret: string;
  adminCode: string;
}

/**
 * APP_SECRET, CODE_HASH_SECRET and ADMIN_CODE must be set in production. On a laptop, missing ones are generated
 * once and kept in DATA_DIR/secrets.json, so sessions and code hashes survive restarts; `generatedAdminCode` says
 * when the host needs to be told the code.
 */
export function resolveSecrets(config: AppConfig): Secrets & { generatedAdminCode: boolean; file: string | undefined } {
  if (config.appSecret && config.codeHashSecret && config.adminCode) {
    return {
      appSecret: config.appSecret,
      codeHashSecret: config.codeHashSecret,
      adminCode: config.adminCode,
      generatedAdminCode: false,
      file: undefined,
    };
  }
  if (config.nodeEnv === 'production') {
    throw new ConfigError([
      ...(config.appSecret ? [] : ['APP_SECRET: required in production (at least 32 characters)']),
      ...(config.codeHashSecret ? [] : ['CODE_HASH_SECRET: required in production (at least 32 characters)']),
      ...(config.adminCode ? [] : ['ADMIN_CODE: required in production (at least 8 characters)']),
    ]);
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Partial<Secrets>;
  const generated: Secrets = {
    appSecret: stored.appSecret ?? randomBytes(32).toString('hex'),
    codeHashSecret: stored.codeHashSecret ?? randomBytes(32).toString('hex'),
    adminCode: stored.adminCode ?? randomBytes(6).toString('hex').toUpperCase(),
  };
  if (!stored.appSecret || !stored.codeHashSecret || !stored.adminCode) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    appSecret: config.appSecret ?? generated.appSecret,
    codeHashSecret: config.codeHashSecret ?? generated.codeHashSecret,
    adminCode: config.adminCode ?? generated.adminCode,
    generatedAdminCode: !config.adminCode,
    file,
  };
}
