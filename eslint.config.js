// ESLint for the whole repository (`npm run lint` runs it with Prettier and knip; formatting is Prettier's alone).
// Every TypeScript file is linted with its own tsconfig's types: the workspaces' tsconfig.json, and the root one for
// the tests, e2e specs and test helpers outside the workspaces.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/.data/',
      'coverage/',
      'test-reports/',
      'test-results/',
      'playwright-report/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `const { secret: _secret, ...safe } = row` drops a field by destructuring: the dropped one is unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Off in tests only: a test reads what a server or a parser answered (supertest's `body`, parsed YAML and JSON),
    // which is `any` by design, and its assertions are what check the shape; typing every response in a test would
    // repeat the contracts it tests.
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'infra/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['frontends/*/src/**/*.{ts,tsx}', 'packages/web-kit/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // ARIA roles on DOM elements only: our own components' `role` props are the visitor's role (<AuthGuard role="family">).
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // TanStack Query reaches the apps through web-kit only: it is bundled into web-kit (a federation singleton), so a
    // page holds one copy, with the context of the page's one query client, and only the parts web-kit uses (sharing
    // the package itself would download all of it). An app importing it would get a copy without that client.
    files: ['frontends/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/*'],
              message: "Read the API through web-kit's useApiQuery, and invalidate through useInvalidateApiQuery.",
            },
          ],
        },
      ],
    },
  },
  {
    // The admin reads and writes through web-kit's query client (useAdminQuery, useApiMutation) and holds its forms in
    // react-hook-form: the hand-made fetch hook it had beside them is gone for good. One idea per file, so a newcomer
    // finds a table, a dialog or a form by its name: past 300 lines a file is split.
    files: ['frontends/admin/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/*'],
              message:
                "Read the API through useAdminQuery (web-kit's useApiQuery), write through web-kit's useApiMutation.",
            },
            {
              group: ['**/shared'],
              importNames: ['useReloadable'],
              message: 'Read admin data with useAdminQuery and write it with useApiMutation (TanStack Query).',
            },
          ],
        },
      ],
    },
  },
  {
    // Frameworks are used through their public entry points only: a path inside a package (Nest's constants, its
    // execution context, Fastify's lib) is private, changes without notice, and ties our code to how they work inside.
    files: ['services/**/*.ts', 'packages/server-kit/**/*.ts', 'packages/contracts/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*/*', '@fastify/*/*', 'fastify/*'],
              message: 'Import the package by its name: a path inside it is the framework’s private code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build, bench and dev scripts, and the tool configs, are plain JavaScript run by Node: no types to check,
    // so the type-aware rules would only report that everything is `any`.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
