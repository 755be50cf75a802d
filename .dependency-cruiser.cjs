/** One-way import rules of ARCHITECTURE.md, checked by `npm run layers`. */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'packages/contract is shared by server and web and depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'queries-call-nothing-above',
      comment: 'queries.ts is the bottom layer: it never imports a service or routes.',
      severity: 'error',
      from: { path: 'modules/[^/]+/queries\\.ts$' },
      to: { path: 'modules/[^/]+/(service|routes)\\.ts$' },
    },
    {
      name: 'services-never-import-routes',
      severity: 'error',
      from: { path: 'modules/[^/]+/(?!routes)[^/]+\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: 'modules/[^/]+/routes\\.ts$' },
    },
    {
      name: 'features-talk-through-services',
      comment: "A module may use another module's service (and its pure helpers), never its queries or routes.",
      severity: 'error',
      from: { path: 'modules/([^/]+)/', pathNot: '(\\.test\\.ts|fixtures\\.ts|test-support\\.ts)$' },
      to: { path: 'modules/([^/]+)/(queries|routes)\\.ts$', pathNot: 'modules/$1/' },
    },
    {
      name: 'lib-below-modules',
      comment: 'lib/ holds cross-cutting helpers; it never reaches up into a feature.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-circular',
      comment: 'Runtime import cycles; a cycle made only of type imports vanishes at run time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
