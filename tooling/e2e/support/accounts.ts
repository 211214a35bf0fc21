import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The Auth emulator the local stack runs (firebase.json) and the demo project the app uses. */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-hvac-workbench';
const API_KEY = 'demo-api-key';

/** A unique address per call, so tests never share an account. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface TestAccount {
  email: string;
  password: string;
  uid: string;
}

/**
 * Creates an account with a verified e-mail directly on the Auth emulator (its REST API, the
 * emulator's admin 'owner' token), for tests whose subject is not sign-up itself.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  label = 'user',
): Promise<TestAccount> {
  const account = await createUnverifiedAccount(request, label);
  const verify = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      data: { localId: account.uid, emailVerified: true },
      headers: { Authorization: 'Bearer owner' },
    },
  );
  expect(verify.ok(), await verify.text()).toBe(true);
  return account;
}

/**
 * Creates an account whose e-mail is not verified yet (the state right after sign-up), directly on the
 * Auth emulator. The protected routes send such an account to /verify-email.
 */
export async function createUnverifiedAccount(
  request: APIRequestContext,
  label = 'unverified',
): Promise<TestAccount> {
  const email = uniqueEmail(label);
  const password = 'Duct-Work-2026';
  const signUp = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  return { email, password, uid: localId };
}

/**
 * Signs in through the app's /login page (fields labelled 'Email' and 'Password', a 'Sign in'
 * button) and waits to leave it: for the dashboard, the `redirect` target, or /verify-email when the
 * account's address is not verified.
 */
export async function signInThroughUi(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  await waitForInteractive(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A fresh verified account, signed in on `page`. */
export async function signedInAccount(
  page: Page,
  request: APIRequestContext,
  label = 'user',
): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, label);
  await signInThroughUi(page, account);
  return account;
}

/**
 * Waits until the app handles input itself. A journey whose subject is not the prerendered page
 * waits for it before clicking or typing: a tab or link clicked, or an address typed, in the moment
 * a prerendered page hydrates is early-input.spec.ts's subject (issue 18), not these journeys'.
 * A first-time visitor's prerendered page starts the app on first use (apps/web/scripts/prerender.ts):
 * a press of Shift, which types nothing, is that use.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Signs out through the account menu of the page's header, and waits for the "Signed out." notice. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out.')).toBeVisible();
}
