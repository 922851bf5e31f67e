// The API's layout, checked by `npm run lint`: the platform (http, auth, caches, errors, openapi, observability) under
// every feature and the site, features apart from each other without cycles, the worker reached from one place.
// docs/README.md describes the layout; docs/decisions/0018-api-laid-out-by-role.md says why.
const api = '^services/api/src';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'platform-stays-below-features',
      comment: 'The platform serves every feature and the site; it never reaches up into them.',
      severity: 'error',
      from: { path: `${api}/platform/` },
      to: { path: `${api}/(modules|site|testing)/` },
    },
    {
      name: 'features-stay-below-the-site',
      comment: 'The site renders pages from the features; a feature never depends on how pages are made.',
      severity: 'error',
      from: { path: `${api}/modules/` },
      to: { path: `${api}/site/` },
    },
    {
      name: 'no-cycle-between-folders',
      comment: 'Two folders that import each other are one idea split in two, or a boundary crossed both ways.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${api}/(platform|modules)/[^/]+$|${api}/site$` },
      to: { circular: true, path: `${api}/(platform|modules)/[^/]+$|${api}/site$` },
    },
    {
      name: 'no-cycle-between-files',
      severity: 'error',
      from: { path: `${api}/` },
      to: { circular: true },
    },
    {
      name: 'the-worker-is-run-from-one-place',
      comment:
        'The API runs the worker’s processors in process when there is no Redis (app.module.ts); nothing else of the API reaches into the worker.',
      severity: 'error',
      from: { path: `${api}/`, pathNot: `${api}/app\\.module\\.ts$` },
      to: { path: ['^services/worker/', '@lakehouse/worker'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests start the whole API whatever folder they test, and the test stacks sit apart (testing/): the rules are
    // about the product's code.
    exclude: { path: ['/dist/', 'node_modules', '\\.test\\.ts$', `${api}/testing/`] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'services/api/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
    },
  },
};
