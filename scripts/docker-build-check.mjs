// Runs what infra/docker/*.Dockerfile run, without a Docker engine: each stage gets a folder standing in for
// its filesystem, the build context is a copy of the repository filtered by .dockerignore, and the stages'
// WORKDIR, ARG, ENV, COPY and RUN instructions are carried out in order with this machine's Node and npm
// (`npm install -g` goes into the stage's folder). A stage that is the same in several Dockerfiles (the build
// stage) runs once; the api and worker runtime stages share their `npm ci --omit=dev`. Then the runtime
// images' entry points are started to prove their imports resolve with production dependencies only.
//
//   node scripts/docker-build-check.mjs            # prints each step; exit 1 on the first failure
//
// What it cannot show: the base images themselves (Node 24 there and in npm scripts here, through the `node` package) and file
// ownership (`chown` to the image's user is recorded, not applied: that user exists only in the image).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const dockerfiles = ['api', 'worker', 'web'].map((image) => ({
  image,
  file: `infra/docker/${image}.Dockerfile`,
}));

/** Instructions of a Dockerfile: comments dropped, continuations joined, `# syntax` and parser directives ignored. */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const globalArgs = {};
  const stages = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: line.slice(keyword.length).trim() };
    if (instruction.keyword === 'FROM') {
      const asIndex = rest.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ from: rest[0], name: asIndex >= 0 ? rest[asIndex + 1] : undefined, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name, value = ''] = instruction.args.split('=');
      globalArgs[name] = value;
    } else {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

/** .dockerignore as a predicate on context-relative paths (patterns with *, ** and leading !). */
function dockerignoreFilter(text) {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const regex = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negated, regex: new RegExp(`^${regex}(?:/.*)?$`) };
    });
  return (relativePath) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(relativePath)) ignored = !rule.negated;
    return ignored;
  };
}

/** The build context as Docker sends it: every file under the repository that .dockerignore does not exclude. */
function makeContext(into) {
  const ignored = dockerignoreFilter(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  let count = 0;
  const walk = (relativeDir) => {
    for (const entry of readdirSync(path.join(root, relativeDir), { withFileTypes: true })) {
      const relativePath = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (ignored(relativePath)) continue;
      if (entry.isDirectory()) walk(relativePath);
      else if (entry.isFile()) {
        mkdirSync(path.join(into, relativeDir), { recursive: true });
        cpSync(path.join(root, relativePath), path.join(into, relativePath));
        count += 1;
      }
    }
  };
  walk('');
  return count;
}

const substitute = (text, variables) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, a, b) => variables[a ?? b] ?? whole);

function run(command, { cwd, env, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${label}: \`${command}\` failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/** Copies like Docker's COPY: a folder's contents into dest, a file into dest/ or onto dest. */
function copyInto(source, dest) {
  if (!existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
  if (statSync(source).isDirectory()) {
    mkdirSync(dest, { recursive: true });
    cpSync(source, dest, { recursive: true });
  } else {
    const target =
      dest.endsWith('/') || (existsSync(dest) && statSync(dest).isDirectory())
        ? path.join(dest, path.basename(source))
        : dest;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

/**
 * Builds every stage of every Dockerfile into `workDir` and returns, per image, its final stage's folder and
 * the runtime facts the checks need (ENV, CMD). `log` gets one line per step.
 */
export async function buildImages({ workDir, log = console.log }) {
  const context = path.join(workDir, 'context');
  log(`context: ${makeContext(context)} files (repository minus .dockerignore)`);
  // `chown` to the image's user: that user exists only in the image, so the call is recorded, not applied.
  const shims = path.join(workDir, 'shims');
  mkdirSync(shims, { recursive: true });
  writeFileSync(path.join(shims, 'chown'), '#!/bin/sh\necho "chown $* (applies in the image only)"\n');
  chmodSync(path.join(shims, 'chown'), 0o755);

  const builtStages = new Map(); // same FROM and instructions -> the folder of the stage that ran them
  const snapshots = new Map(); // instruction prefix shared with a later stage -> a copy of the folder there
  const parsed = dockerfiles.map(({ image, file }) => ({
    image,
    file,
    ...parseDockerfile(readFileSync(path.join(root, file), 'utf8')),
  }));
  const stageKey = (globalArgs, stage, count = stage.instructions.length) =>
    JSON.stringify([substitute(stage.from, globalArgs), stage.instructions.slice(0, count)]);
  const allStages = parsed.flatMap((p) => p.stages.map((stage) => ({ globalArgs: p.globalArgs, stage })));
  /** How many leading instructions this stage shares with a different stage (its snapshot point). */
  const sharedPrefix = ({ globalArgs, stage }) => {
    let best = 0;
    for (const other of allStages) {
      if (other.stage === stage || stageKey(other.globalArgs, other.stage) === stageKey(globalArgs, stage)) continue;
      if (substitute(other.stage.from, other.globalArgs) !== substitute(stage.from, globalArgs)) continue;
      let n = 0;
      while (
        n < stage.instructions.length &&
        JSON.stringify(stage.instructions[n]) === JSON.stringify(other.stage.instructions[n])
      )
        n += 1;
      best = Math.max(best, n);
    }
    return best;
  };

  const images = {};
  for (const { image, file, globalArgs, stages } of parsed) {
    const byName = {};
    for (const [index, stage] of stages.entries()) {
      const name = stage.name ?? String(index);
      const label = `${file} stage ${name}`;
      const key = stageKey(globalArgs, stage);
      if (builtStages.has(key)) {
        byName[name] = builtStages.get(key);
        log(`${label}: the same as an earlier stage, reused`);
        continue;
      }
      let state = {
        dir: path.join(workDir, `${image}-${name}`),
        cwd: '/',
        env: {},
        args: { ...globalArgs },
        user: undefined,
        cmd: undefined,
      };
      let start = 0;
      for (let count = stage.instructions.length; count > 0; count -= 1) {
        const snapshot = snapshots.get(stageKey(globalArgs, stage, count));
        if (!snapshot) continue;
        spawnSync('cp', ['-a', snapshot.dir, state.dir]);
        state = { ...snapshot, dir: state.dir, env: { ...snapshot.env }, args: { ...snapshot.args } };
        start = count;
        log(`${label}: first ${count} instructions shared with an earlier stage, reused`);
        break;
      }
      mkdirSync(state.dir, { recursive: true });
      const snapshotAt = sharedPrefix({ globalArgs, stage });
      const inStage = (p) => path.join(state.dir, p.startsWith('/') ? p : path.join(state.cwd, p));
      for (const [i, { keyword, args }] of stage.instructions.entries()) {
        if (i < start) continue;
        const words = args.split(/\s+/);
        const flags = words.filter((w) => w.startsWith('--'));
        const operands = words.filter((w) => !w.startsWith('--'));
        if (keyword === 'ARG') {
          const [argName, value] = args.split('=');
          state.args[argName] = value ?? state.args[argName] ?? '';
        } else if (keyword === 'ENV') {
          for (const [, k, v] of args.matchAll(/(\w+)=(\S+)/g))
            state.env[k] = substitute(v, { ...state.args, ...state.env });
        } else if (keyword === 'WORKDIR') {
          state.cwd = path.posix.resolve(state.cwd, args);
          mkdirSync(inStage('.'), { recursive: true });
        } else if (keyword === 'COPY') {
          const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
          const sourceRoot = from ? byName[from] : context;
          if (!sourceRoot) throw new Error(`${label}: COPY --from=${from} names no earlier stage`);
          const dest = operands.at(-1);
          for (const source of operands.slice(0, -1)) copyInto(path.join(sourceRoot, source), inStage(dest));
          log(`${label}: COPY ${args}`);
        } else if (keyword === 'RUN') {
          const command = substitute(args.replace(/^(--\S+\s+)+/, ''), { ...state.args, ...state.env });
          const started = Date.now();
          await run(command, {
            label,
            cwd: inStage('.'),
            env: {
              ...process.env,
              ...state.env,
              npm_config_prefix: path.join(state.dir, 'usr/local'),
              PATH: `${shims}:${path.join(state.dir, 'usr/local/bin')}:${process.env.PATH}`,
            },
          });
          log(`${label}: RUN ${command} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } else if (keyword === 'USER') {
          state.user = args;
        } else if (keyword === 'CMD') {
          state.cmd = JSON.parse(args);
        }
        if (i + 1 === snapshotAt && !snapshots.has(stageKey(globalArgs, stage, snapshotAt))) {
          const copy = path.join(workDir, `snapshot-${snapshots.size}`);
          spawnSync('cp', ['-a', state.dir, copy]);
          snapshots.set(stageKey(globalArgs, stage, snapshotAt), {
            ...state,
            dir: copy,
            env: { ...state.env },
            args: { ...state.args },
          });
        }
      }
      builtStages.set(key, state.dir);
      byName[name] = state.dir;
      images[image] = state;
    }
  }
  return images;
}

/** Starts a runtime image's CMD with only its own ENV, and returns the exit code and output. */
export function startEntryPoint(state, extraEnv = {}) {
  const [command, ...args] = state.cmd;
  const result = spawnSync(command, args, {
    cwd: path.join(state.dir, state.cwd),
    env: { PATH: process.env.PATH, ...state.env, ...extraEnv },
    encoding: 'utf8',
    // A bound for a hung process, not a wait: loading every module takes seconds, but minutes on a 2-core machine
    // busy with the rest of the suite.
    timeout: 180_000,
  });
  const killed = result.signal ? `\n(stopped by ${result.signal} after the time limit)` : '';
  return { status: result.status, output: `${result.stdout}${result.stderr}${killed}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'lakehouse-docker-build-'));
  try {
    const images = await buildImages({ workDir });
    for (const image of ['api', 'worker']) {
      const { status, output } = startEntryPoint(images[image]);
      console.log(
        `${image}: ${images[image].cmd.join(' ')} -> exit ${status}: ${output.trim().split('\n').slice(0, 3).join(' | ')}`,
      );
    }
    console.log('docker build check: done');
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
