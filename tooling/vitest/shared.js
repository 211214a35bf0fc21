/**
 * What every preset's tests share: threads, two workers (the machine's cores), and the JSON report
 * that feeds the one-line summary closing `pnpm test:all`. Timeouts are limits against hangs, not
 * speed checks: a suite that takes a second on an idle machine takes many on a loaded one, and its
 * verdict must not change with the load.
 */
export const sharedTestOptions = {
  pool: 'threads',
  reporters: ['default', 'json'],
  outputFile: { json: './test-results/vitest.json' },
  maxWorkers: 2,
  testTimeout: 120_000,
  hookTimeout: 120_000,
  setupFiles: [new URL('./condition-timeout.js', import.meta.url).pathname],
};
