/**
 * The joints of the repository, checked by `npm run lint:deps` (part of `npm test`).
 *
 * The repository has two apps (site/, service/), shared packages (packages/<name>, each an npm
 * workspace imported by its name, @servicestandard/<name>) and tooling (bench/, e2e/, scripts/,
 * deploy/). The README's "Aufbau" section lists who may import what; these rules hold it.
 * Every rule is an error: the check fails on the first break.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle ties modules so that neither can be understood, tested or loaded without the other. ' +
        'Split out what both need (types, errors) into a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-relative-import-across-folders',
      comment:
        'Apps, packages and tooling reach each other only by package name (@servicestandard/<name>) and only ' +
        'through what a package exports, never by a relative path such as ../../packages/x or ../service/src/y.',
      severity: 'error',
      from: { path: '^(site|service|bench|e2e|scripts|deploy|packages/[^/]+)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased-workspace'], pathNot: ['^$1/'] },
    },
    {
      name: 'no-app-to-app',
      comment:
        'The site and the service are deployed apart (a CDN for the site, instances of the service): neither may ' +
        'import the other. What both need belongs in a package. Tests are exempt: the form is tested against the ' +
        'real service, not a mock.',
      severity: 'error',
      from: { path: '^(site|service)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(site|service)/', pathNot: '^$1/' },
    },
    {
      name: 'no-package-to-app-or-tooling',
      comment: 'Packages are the bottom layer: they never import an app or the tooling.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(site|service|bench|e2e|scripts|deploy)/' },
    },
    {
      name: 'no-tooling-into-app-internals',
      comment:
        'Tooling starts the service only through the entry points its package.json exports (app, server, errors) ' +
        'and never imports the site: the site is tested as built (site/dist), not by its source.',
      severity: 'error',
      from: { path: '^(bench|e2e|scripts|deploy)/' },
      to: { path: '^(site/|service/)', pathNot: '^service/src/(app|server|errors)\\.ts$' },
    },
    {
      name: 'no-production-to-test-code',
      comment:
        'Production code (the apps and the packages they ship) never imports test code: test files, the ' +
        "service's test helpers, the end-to-end suite or the test kit (browser launcher, test PostgreSQL).",
      severity: 'error',
      from: {
        path: '^(site/src|service/src|packages/(?!testkit/))',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: ['\\.test\\.tsx?$', '^service/test/', '^e2e/', '^packages/testkit/'] },
    },
    {
      name: 'service-store-is-the-bottom',
      comment:
        "The service's layers, from the top: routes (routes/, editor/, app.ts, server.ts, site.ts, search.ts) → pages " +
        '(pages/, render.ts) → core (plugins/, challenges, rate limits, form tokens, client addresses) → store (store/). ' +
        'No module imports one of a higher layer. The store imports only itself and the shared base (config.ts, ' +
        'messages.ts, page-path.ts).',
      severity: 'error',
      from: { path: '^service/src/store/' },
      to: { path: '^service/src/', pathNot: '^service/src/(store/|config\\.ts$|messages\\.ts$|page-path\\.ts$)' },
    },
    {
      name: 'service-core-below-pages-and-routes',
      comment: 'The core (store, GitLab client, outbox, retention, challenges, limits, tokens) knows no page and no route.',
      severity: 'error',
      from: { path: '^service/src/(plugins/|challenges\\.ts$|rate-limit-store\\.ts$|form-token\\.ts$|client-address\\.ts$)' },
      to: { path: '^service/src/(pages/|render\\.ts$|routes/|editor/|app\\.ts$|server\\.ts$|site\\.ts$|search\\.ts$|form-post\\.ts$)' },
    },
    {
      name: 'service-pages-below-routes',
      comment: 'Pages render what a route hands them; they never reach up into a route, a hook or the server.',
      severity: 'error',
      from: { path: '^service/src/(pages/|render\\.ts$)' },
      to: { path: '^service/src/(routes/|editor/|app\\.ts$|server\\.ts$|site\\.ts$|search\\.ts$|form-post\\.ts$)' },
    },
    {
      name: 'no-lib-to-components',
      comment:
        "site/src/lib holds pure TypeScript (content, page map, dates, slugs); components build on it, not the other way round.",
      severity: 'error',
      from: { path: '^site/src/lib/' },
      to: { path: '^site/src/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^site/dist/', '^site/\\.astro/', '^tmp/', '^node_modules/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'node'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
