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
    // A limit against hangs, not a speed check: grid and property suites that take a second on an
    // idle machine take many on a loaded one, and their verdict must not change with the load.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default nodePreset;
