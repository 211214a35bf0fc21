import { vi } from 'vitest';

/**
 * How long a test waits for a condition (`vi.waitFor`, and Testing Library's `findBy*`/`waitFor`, see
 * setup-dom.js) before it fails. It is a limit against hangs, not a speed check: a condition met in
 * 50 ms on an idle machine took over 20 s beside a CPU-heavy job (load average 30 on two cores), and a
 * test that waits on a condition returns as soon as it holds, so a long limit changes no verdict. It
 * stays under the shared test timeout (120 s), so a condition that never holds fails with its own
 * message rather than a bare timeout.
 */
export const CONDITION_TIMEOUT_MS = 100_000;

// `vi.waitFor` gives up after 1 s unless told otherwise; every call gets at least the limit above.
const waitFor = vi.waitFor;
vi.waitFor = (callback, options) => {
  const given = typeof options === 'number' ? { timeout: options } : (options ?? {});
  return waitFor(callback, {
    ...given,
    timeout: Math.max(given.timeout ?? 0, CONDITION_TIMEOUT_MS),
  });
};
