import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from './shared.js';

/** Unit tests that run in Node: the engine, the data layer. */
export const nodePreset = defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

export default nodePreset;
