import { defineConfig } from 'tsup';

// One entry per public subpath; keep in step with "exports" in package.json.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'heat-load': 'src/heat-load/index.ts',
    units: 'src/units/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['zod'],
});
