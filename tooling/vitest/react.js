import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from './shared.js';

/**
 * Component tests in jsdom, with the jest-dom matchers and a matchMedia Mantine needs. Whole-form
 * renders with user-event take seconds on a busy two-core machine; a test waits on conditions,
 * never on the clock, so the shared generous timeouts change no verdict.
 */
export const reactPreset = defineConfig({
  test: {
    ...sharedTestOptions,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      ...sharedTestOptions.setupFiles,
      new URL('./setup-dom.js', import.meta.url).pathname,
    ],
    css: false,
  },
});

export default reactPreset;
