import { defineConfig } from 'vitest/config';

/** Unit tests that run in Node: the engine, the data layer. */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    // The JSON report feeds the one-line summary that closes `pnpm test:all`.
    reporters: ['default', 'json'],
    outputFile: { json: './test-results/vitest.json' },
    maxWorkers: 2,
  },
});

export default nodePreset;
