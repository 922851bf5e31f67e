// A minimal ESM loader for the time-zone harness: runs the TypeScript sources through swc (as jest does)
// and maps the workspace package @lakehouse/contracts to its source.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const contracts = new URL('../../../../packages/contracts/src/index.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === '@lakehouse/contracts') return { url: contracts, shortCircuit: true };
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { code } = transformSync(readFileSync(fileURLToPath(url), 'utf8'), {
    filename: fileURLToPath(url),
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
