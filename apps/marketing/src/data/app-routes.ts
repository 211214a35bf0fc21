import { REFERENCE_DOMAINS } from '@org/hvac-core/reference';

/**
 * The web app's routes (product spec, section 2). Marketing links to them, the feature table points its
 * calls to action at them, and the build's link check accepts them although marketing does not build
 * them: Firebase Hosting rewrites every path that is not a marketing file to the web app.
 */

/** Open to every visitor. */
export const PUBLIC_APP_ROUTES = [
  '/heat-load',
  '/login',
  '/verify-email',
  '/reset-password',
  '/action-confirmation',
] as const;

/**
 * The standalone calculators: protected, so a signed-out visitor is sent through /login. The web
 * app's test `calculators/marketing-catalog.test.ts` holds this list to the app's catalog.
 */
export const CALCULATOR_ROUTES = [
  '/calculators/heat-load',
  '/calculators/duct-sizer',
  '/calculators/pipe-sizer',
  '/calculators/hydronic-system',
  '/calculators/boq',
  '/calculators/ventilation-calc',
  '/calculators/psychrometric-chart',
  '/calculators/pump-head-calc',
  '/calculators/refrigerant-pipe-sizer',
  '/calculators/acoustic-calculator',
  '/calculators/energy-analysis',
  '/calculators/fan-calc',
  '/calculators/building-load',
  '/calculators/schedules',
  '/calculators/duct-system',
] as const;

/** Other protected screens. */
export const PROTECTED_APP_ROUTES = ['/dashboard', '/projects', '/settings', '/reference'] as const;

/** Where a feature page's call to action may lead: the public heat-load calculator or a protected one. */
export const FEATURE_CALCULATOR_PATHS = ['/heat-load', ...CALCULATOR_ROUTES] as const;
export type FeatureCalculatorPath = (typeof FEATURE_CALCULATOR_PATHS)[number];

/**
 * The reference library's pages (protected, under /reference): the formula sheet, the unit converter
 * and one page per data table, from the engine's own registry, which the app's reference reads too.
 * The validation page links each case to one of them.
 */
export const REFERENCE_ROUTES: readonly string[] = [
  '/reference/formulas',
  '/reference/converter',
  ...REFERENCE_DOMAINS.flatMap((domain) => domain.tables.map((table) => `/reference/${table.id}`)),
];

/** Every path the web app answers that a marketing page may link to. */
export const APP_ROUTES: readonly string[] = [
  ...PUBLIC_APP_ROUTES,
  ...CALCULATOR_ROUTES,
  ...PROTECTED_APP_ROUTES,
  ...REFERENCE_ROUTES,
];

/** Whether a same-origin path (no query or fragment) is one of the web app's routes. */
export function isAppRoute(path: string): boolean {
  return APP_ROUTES.includes(path);
}
