import { defineConfig } from 'tsup';

/**
 * The public subpaths, one line each: `name` → its source. This is the one list: package.json's
 * `exports` is generated from it (`pnpm run build` writes it, `pnpm run test` fails when it is stale;
 * scripts/sync-exports.ts). `index` is the package root.
 */
export const subpaths = {
  index: 'src/index.ts',
  'heat-load': 'src/heat-load/index.ts',
  units: 'src/units/index.ts',
  psychrometrics: 'src/psychrometrics/index.ts',
  'fluid-flow': 'src/fluid-flow/index.ts',
  duct: 'src/duct/index.ts',
  fluids: 'src/fluids/index.ts',
  pipe: 'src/pipe/index.ts',
  pump: 'src/pump/index.ts',
  ventilation: 'src/ventilation/index.ts',
  boq: 'src/boq/index.ts',
  reference: 'src/reference/index.ts',
  refrigerant: 'src/refrigerant/index.ts',
  acoustics: 'src/acoustics/index.ts',
  energy: 'src/energy/index.ts',
  schedule: 'src/schedule/index.ts',
  fan: 'src/fan/index.ts',
  weather: 'src/weather/index.ts',
  'building-load': 'src/building-load/index.ts',
  'duct-system': 'src/duct-system/index.ts',
  'hydronic-system': 'src/hydronic-system/index.ts',
  fields: 'src/_lib/field-spec.ts',
  validation: 'src/validation/index.ts',
  version: 'src/version.ts',
} as const;

// ESM only, one output file per source module (as date-fns ships): a consumer's bundler keeps only the
// modules a function needs (`"sideEffects": false`), so `moistAirState` does not drag in zod through a
// shared chunk, and there is one copy of each class, so `instanceof PsychrometricRangeError` holds
// across subpaths. CommonJS users on Node >= 20.19 `require()` it directly. Declarations come from tsc
// (tsconfig.build.json), file by file beside the JavaScript. No source maps: the sources are not shipped.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts', '!src/**/_testing/**'],
  bundle: false,
  format: ['esm'],
  dts: false,
  sourcemap: false,
  clean: true,
  target: 'es2022',
});
