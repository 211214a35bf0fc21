import { expect, test, type Page } from '@playwright/test';
import {
  AUTH_EMULATOR,
  createUnverifiedAccount,
  createVerifiedAccount,
  signInThroughUi,
  signedInAccount,
  signOutFromMenu,
  uniqueEmail,
  waitForInteractive,
} from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 3, authentication: every flow finishes in the browser on the local stack, its e-mails read
// from the local mailbox (the Auth emulator's out-of-band messages).

const PASSWORD = 'Chiller-2026';

/** The local mailbox section of the page. */
function mailbox(page: Page) {
  return page.getByRole('region', { name: 'Local mailbox' });
}

/** Opens the account menu in the header and signs out. */

test('sign up, verify the address through the local mailbox, sign out and sign in again @mobile', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await waitForInteractive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  // The rules show as a checklist while typing, and say which are met.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'At least 8 characters' }),
  ).toContainText('(not yet)');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least one letter' })).toContainText(
    '(done)',
  );
  await page.getByLabel('Confirm password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  // /verify-email: where the link went, a resend on a countdown, and the local mailbox.
  await expect(page).toHaveURL(/\/verify-email(\?|$)/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' }),
  ).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend e-mail in \d+ s$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'I’ve verified my e-mail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not verified yet' })).toBeVisible();
  await expect(mailbox(page).getByLabel('Show messages to')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  // Until verified, the protected area sends the user back here.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/verify-email\?redirect=%2Fdashboard/);

  await mailbox(page)
    .getByRole('link', { name: `Open link: Verify your e-mail address, to ${email}` })
    .click();
  await expect(page).toHaveURL(/\/action-confirmation\?.*mode=verifyEmail/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  await signInThroughUi(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password is refused with a clear message', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'wrongpw');
  await page.goto('/login');
  await waitForInteractive(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The e-mail address or password is incorrect.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
});

test('after signing out, a protected route goes to /login and back there after sign-in', async ({
  page,
  request,
}) => {
  const account = await signedInAccount(page, request, 'signout');
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `Account: ${account.email}` }).click();
  for (const name of ['Dashboard', 'Projects', 'Settings', 'Sign out']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await signOutFromMenu(page);
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);

  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('reset a forgotten password through the local mailbox and sign in with the new one', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'reset');
  const newPassword = 'Pump-Head-88';
  await page.goto('/login');
  await waitForInteractive(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mailbox(page)
    .getByRole('link', { name: `Open link: Reset your password, to ${account.email}` })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page.getByText(`For the account ${account.email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('abcdefghij');
  await page.getByLabel('Confirm new password', { exact: true }).fill('abcdefghij');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Include at least one digit (0–9).')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same link cannot be used twice.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto('/login');

  await waitForInteractive(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reset request reads the same for an address with no account', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/reset-password');
  await waitForInteractive(page);
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('Enter a valid e-mail address, such as name@example.com.'),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await expect(mailbox(page).getByText(`No messages to ${email} yet.`)).toBeVisible();
});

test('an unverified account that signs in is asked to verify first', async ({ page, request }) => {
  const account = await createUnverifiedAccount(request);
  await signInThroughUi(page, account, '/login?redirect=%2Fsettings');
  await expect(page).toHaveURL(/\/verify-email\?redirect=%2Fsettings$/);
  await expect(page.getByText(`Your account’s address is ${account.email}.`)).toBeVisible();
  // Nothing was sent from this page yet, so the resend is available at once.
  await page.getByRole('button', { name: 'Resend e-mail', exact: true }).click();
  await expect(page.getByText(`Verification e-mail sent to ${account.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend e-mail in \d+ s$/ })).toBeDisabled();
  await mailbox(page)
    .getByRole('link', { name: `Open link: Verify your e-mail address, to ${account.email}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('an e-mail change is undone through the recovery link, with a password reset offered', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'recover');
  const changedTo = uniqueEmail('changed');
  // Someone changes the account's address (through the emulator's REST API, as the SDK would).
  const signIn = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: account.email, password: account.password, returnSecureToken: true } },
  );
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const change = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    { data: { idToken, email: changedTo, returnSecureToken: true } },
  );
  expect(change.ok(), await change.text()).toBe(true);

  // The original address receives a recovery link, read here from the local mailbox page.
  await page.goto('/mailbox');
  await mailbox(page).getByLabel('Show messages to').fill(account.email);
  await mailbox(page)
    .getByRole('link', { name: `Open link: Your e-mail address was changed, to ${account.email}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is restored' }),
  ).toBeVisible();
  await expect(
    page.getByText(`Your account’s e-mail address is back to ${account.email}.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send a password-reset link' }).click();
  await expect(
    page.getByText(`We have sent a link to reset the password to ${account.email}.`),
  ).toBeVisible();
  await expect(
    mailbox(page).getByRole('link', {
      name: `Open link: Reset your password, to ${account.email}`,
    }),
  ).toBeVisible();

  // The account signs in with its original address again.
  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('action links that are incomplete, unknown or invalid say so', async ({ page }) => {
  await page.goto('/action-confirmation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is incomplete' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/action-confirmation?mode=launchRockets&oobCode=abc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not one we can handle' }),
  ).toBeVisible();
  await expect(page.getByText('“launchRockets”')).toBeVisible();

  await page.goto('/action-confirmation?mode=verifyEmail&oobCode=no-such-code');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link has already been used' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new verification e-mail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the local-mode badge leads to the local mailbox', async ({ page }) => {
  await page.goto('/heat-load');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Local mode/ })
    .click();
  await expect(page).toHaveURL(/\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  await expect(mailbox(page).getByText('Local mode only')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
