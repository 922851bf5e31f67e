// `npm install` builds what is stale (the root prepare script), except where no build is wanted or possible.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { skipReason } from './build-on-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
type SkipReason = (
  env: Record<string, string | undefined>,
  isInstalled?: (name: string) => boolean,
) => string | undefined;
const reason = skipReason as SkipReason;

describe('the build on install', () => {
  it('builds when the build tools are installed and nothing says otherwise', () => {
    expect(reason({}, () => true)).toBeUndefined();
  });

  it('is skipped when dev dependencies were omitted (npm ci --omit=dev), naming what is missing', () => {
    expect(reason({}, (name) => name !== 'webpack')).toBe(
      'the build tools are not installed (webpack: dev dependencies omitted)',
    );
  });

  it('is skipped when LAKEHOUSE_SKIP_INSTALL_BUILD=1', () => {
    expect(reason({ LAKEHOUSE_SKIP_INSTALL_BUILD: '1' }, () => true)).toBe('LAKEHOUSE_SKIP_INSTALL_BUILD=1');
  });

  it('finds the build tools of this install', () => {
    expect(reason({})).toBeUndefined();
  });

  it("does nothing where the sources are not there yet (a Dockerfile's npm ci after copying only the manifests)", () => {
    const stage = mkdtempSync(path.join(tmpdir(), 'lakehouse-prepare-'));
    try {
      copyFileSync(path.join(root, 'package.json'), path.join(stage, 'package.json'));
      const { prepare } = JSON.parse(readFileSync(path.join(stage, 'package.json'), 'utf8')).scripts as {
        prepare: string;
      };
      // The script as npm runs it: through the shell, in the package folder.
      expect(execFileSync('sh', ['-c', prepare], { cwd: stage, encoding: 'utf8' })).toBe('');
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  });

  it('says so and builds nothing when told to skip', () => {
    const { prepare } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as {
      prepare: string;
    };
    const output = execFileSync('sh', ['-c', prepare], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LAKEHOUSE_SKIP_INSTALL_BUILD: '1' },
    });
    expect(output).toBe('build on install: skipped, LAKEHOUSE_SKIP_INSTALL_BUILD=1\n');
  });
});
