import { nodePreset } from '@org/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// The engine's tests, and the tests of the package scripts (exports, README examples).
export default mergeConfig(
  nodePreset,
  defineConfig({ test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } }),
);
