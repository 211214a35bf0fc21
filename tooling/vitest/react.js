import { defineConfig } from 'vitest/config';

/** Component tests in jsdom, with the jest-dom matchers and a matchMedia Mantine needs. */
export const reactPreset = defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [new URL('./setup-dom.js', import.meta.url).pathname],
    pool: 'threads',
    maxWorkers: 2,
    css: false,
  },
});

export default reactPreset;
