import { defineConfig } from 'vitest/config';

/** Unit tests that run in Node: the engine, the data layer. */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});

export default nodePreset;
