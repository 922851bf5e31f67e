// Jest runs the server code as ESM (NestJS 12 is ESM-only), compiled by swc with Nest's decorator settings.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2022',
      keepClassNames: true,
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

// The web kit's .tsx files, reached from its tested .ts modules (the page data provider), with React's JSX runtime.
const swcTsxTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swcTransform, '^.+\\.tsx$': swcTsxTransform },
  moduleNameMapper: {
    // Workspace packages are tested from source, so tests never depend on a stale build.
    '^@lakehouse/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@lakehouse/server-kit$': '<rootDir>/packages/server-kit/src/index.ts',
    '^@lakehouse/server-kit/testing$': '<rootDir>/packages/server-kit/src/testing/index.ts',
    '^@lakehouse/messages$': '<rootDir>/packages/messages/src/index.ts',
    '^@lakehouse/worker$': '<rootDir>/services/worker/src/index.ts',
    '^@lakehouse/worker/processors$': '<rootDir>/services/worker/src/processors.module.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // Integration tests start real databases and wait for real jobs; a global option in Jest 30.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,services,infra,scripts,frontends}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.int\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,services}/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
