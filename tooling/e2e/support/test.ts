import { basename } from 'node:path';
import { test } from '@playwright/test';
import { signedInAccount, type TestAccount } from './accounts';

/**
 * Playwright's `test` for journeys that start signed in: before each one, a fresh verified account
 * (its address named after the spec file) is signed in on `page` (signedInAccount), and the test
 * gets it as `account`.
 */
export const signedInTest = test.extend<{ account: TestAccount }>({
  account: [
    async ({ page, request }, use, testInfo) => {
      await use(await signedInAccount(page, request, basename(testInfo.file, '.spec.ts')));
    },
    { auto: true },
  ],
});
