import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the local stack: the Hosting emulator serving the built site with
// production's rewrites and headers, the Auth emulator, and the Cloud Firestore emulator with
// firestore.rules, which the app reaches through the production Firestore adapter (one journey,
// tests/data-store.spec.ts, answers /app/local-stack.json as a stack without the emulator would, to
// keep the IndexedDB fallback covered). The site must be built with VITE_LOCAL_STACK=1. `npx playwright install` cannot download here, so the
// tests drive Debian's Chromium (ARCHITECTURE.md, "Browsers").
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Limits against hangs, not speed checks: every wait is on a condition, so generous limits keep
  // the verdict the same on a loaded machine. A test's own limit (test.setTimeout) is about three
  // times what it took in a CI run beside a CPU-heavy job (2026-11-26: the hydronic journey 5.2 min
  // against its 5 min limit); the default covers the tests that took up to 100 s there.
  timeout: 300_000,
  expect: { timeout: 45_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // A phone profile catches mobile-only regressions, such as Firebase Auth fetching scripts from
    // Google's servers on mobile user agents (ARCHITECTURE.md, "Firebase Auth").
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'bash ../../scripts/serve-local-stack.sh',
        url: `${baseURL}/`,
        // Tests start from empty accounts and keep nothing.
        env: { EMULATOR_DATA_DIR: '' },
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
