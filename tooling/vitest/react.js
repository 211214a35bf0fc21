import { defineConfig } from 'vitest/config';

/** Component tests in jsdom, with the jest-dom matchers and a matchMedia Mantine needs. */
export const reactPreset = defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./setup-dom.js', import.meta.url).pathname],
    pool: 'threads',
    // The JSON report feeds the one-line summary that closes `pnpm test:all`.
    reporters: ['default', 'json'],
    outputFile: { json: './test-results/vitest.json' },
    maxWorkers: 2,
    // Whole-form renders with user-event take seconds on a busy two-core machine; a test waits on
    // conditions, never on the clock, so a generous limit changes no verdict, it only stops a
    // loaded machine from failing a passing test.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    css: false,
  },
});

export default reactPreset;
