// Import gates (issue 39), run by `pnpm check:imports` in the test command. What they hold:
// - no import circle in the web app, and none beyond the known ones in the packages
//   (.dependency-cruiser-known-violations.json lists those; a new one fails);
// - the web app's lower layers (workspace/, calculator-kit/, project-sources/, notices/, data/,
//   report/) import no calculator and no catalog: a calculator is reached only through
//   calculators/registry.ts, from the pages that run one;
// - the calculator kit (what a calculator's folder builds its form, results and report from) imports
//   nothing of the page shell (workspace/) that runs it;
// - the packages import nothing of the apps, and hvac-core nothing of ours.
// Tests are left out: nothing imports a test, so it closes no circle, and a test that runs every
// calculator (the report audit) may well sit beside the workspace it checks.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: a change anywhere on it can reach every file on it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-lower-layers-import-no-calculator',
      comment:
        'workspace/, calculator-kit/, project-sources/, notices/, data/ and report/ are what every calculator stands on: they import no calculator and no catalog.',
      severity: 'error',
      from: {
        path: '^apps/web/src/(workspace|calculator-kit|project-sources|notices|data|report)/',
      },
      to: { path: '^apps/web/src/calculators/' },
    },
    {
      name: 'calculator-kit-imports-no-shell',
      comment:
        'The calculator kit is what calculators build on; the page shell (workspace/) runs them and stands above it.',
      severity: 'error',
      from: { path: '^apps/web/src/(calculator-kit|project-sources|notices)/' },
      to: { path: '^apps/web/src/workspace/' },
    },
    {
      name: 'packages-import-no-app',
      comment: 'The packages are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'hvac-core-imports-nothing-of-ours',
      comment: 'hvac-core is published on its own: it imports no other package of this repository.',
      severity: 'error',
      from: { path: '^packages/hvac-core/' },
      to: { path: '^(packages/(data|ui)|apps)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(\\.test\\.tsx?$|\\.bench\\.ts$|/test/|/_testing/|routeTree\\.gen\\.ts$|/dist/)',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
