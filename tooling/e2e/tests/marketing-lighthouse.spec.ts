import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Runs scripts/lighthouse.mjs against the stack this run's webServer already serves, so the scores
// are part of every test run. The script prints its table of scores; this test passes them on and
// fails when any page scores below 95 in performance, accessibility, best practices or SEO.
const SCRIPT = fileURLToPath(new URL('../scripts/lighthouse.mjs', import.meta.url));

test('Lighthouse scores / , /blog, a post and a feature page at least 95 in every category', async ({
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const { code, stdout, stderr } = await new Promise<{
    code: number;
    stdout: string;
    stderr: string;
  }>((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, baseURL ?? 'http://127.0.0.1:5000'],
      {
        timeout: 5.5 * 60_000,
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      },
      (error, out, err) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout: out,
          stderr: err,
        }),
    );
  });
  console.log(stdout.trimEnd());
  if (stderr.trim()) console.error(stderr.trimEnd());
  expect(code, stderr).toBe(0);
  expect(stdout).toMatch(/all 4 pages score at least 95/);
});
