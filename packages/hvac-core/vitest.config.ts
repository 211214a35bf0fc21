import { fileURLToPath } from 'node:url';
import { nodePreset } from '@org/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// The seed setup lives in tooling/vitest, which does not depend on fast-check; resolve it from here.
const fromHere = (id: string) => fileURLToPath(import.meta.resolve(id));

// The engine's tests, and the tests of the package scripts (exports, README examples), property
// tests on one fixed seed (see tooling/vitest/property-seed.js).
export default mergeConfig(
  nodePreset,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: [fromHere('@org/vitest-config/property-seed')],
    },
    resolve: { alias: { 'fast-check': fromHere('fast-check') } },
  }),
);
