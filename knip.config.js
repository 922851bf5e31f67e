// knip: files, exports and dependencies nothing uses (`npm run lint`). Its entries are every way code is reached:
// the processes (main, migrate, the TypeORM CLI's data source), the frontends' browser and server builds (the API
// loads the server entries' built files by path, so nothing imports them), the tests, e2e specs, benchmarks and
// scripts. Exports used only by tests count as used.
/** @type {import('knip').KnipConfig} */
export default {
  // jotai: a federation singleton every app declares; only the booking journey's flow state imports it.
  ignoreDependencies: ['jotai'],
  // A system program that the tests start (scripts/test-prerequisites.mjs names the package that provides it).
  ignoreBinaries: ['redis-server'],
  workspaces: {
    '.': {
      entry: ['bench/*.mjs', 'scripts/*.mjs', 'e2e/**/*.ts', 'infra/**/*.test.ts'],
      project: ['bench/**/*.mjs', 'scripts/**/*.{mjs,ts}', 'e2e/**/*.ts', 'infra/**/*.ts', 'frontends/*.mjs'],
      // Imported by a path built at run time (`kubernetes-models/${apiVersion}`) and from a file that exists only in
      // memory (infra/testing/kubernetes-field-check.ts). vnu-jar: e2e/html-validity.spec.ts runs its jar with Java.
      ignoreDependencies: ['kubernetes-models', 'vnu-jar'],
    },
    'packages/contracts': { entry: ['src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'packages/server-kit': {
      entry: ['src/database/data-source.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts'],
      // s3rver ships no types: src/testing/local-s3-server.ts loads it with createRequire.
      ignoreDependencies: ['s3rver'],
    },
    'packages/messages': { entry: ['src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'packages/web-kit': { entry: ['src/**/*.test.ts'], project: ['src/**/*.{ts,tsx}'] },
    'services/api': {
      entry: ['src/main.ts', 'src/migrate.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts'],
      // Its files are served from the folder require.resolve finds (src/docs/docs-page.ts); nothing imports it.
      // @redocly/cli: the OpenAPI test runs its command from the folder require.resolve finds.
      ignoreDependencies: ['swagger-ui-dist', '@redocly/cli'],
    },
    'services/worker': { entry: ['src/main.ts', 'src/**/*.test.ts'], project: ['src/**/*.ts'] },
    'frontends/shell': { entry: ['src/index.ts', 'src/server.ts'], project: ['src/**/*.{ts,tsx}'] },
    'frontends/content': { entry: ['src/lifecycles.tsx', 'src/server.ts'], project: ['src/**/*.{ts,tsx}'] },
    'frontends/booking': {
      entry: ['src/lifecycles.tsx', 'src/server.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'frontends/admin': { entry: ['src/lifecycles.tsx', 'src/**/*.test.ts'], project: ['src/**/*.{ts,tsx}'] },
  },
};
