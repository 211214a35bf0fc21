import { defineConfig } from 'tsup';

// One entry per public subpath; keep in step with "exports" in package.json.
export default defineConfig({
  entry: {
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
    version: 'src/version.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['zod'],
});
