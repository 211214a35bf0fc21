import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  PROJECT_ID,
  signInThroughUi,
  uniqueEmail,
  waitForInteractive,
} from '../support/accounts';
import { saveToNewProject } from '../support/workspace';

// The journeys run on the local stack's Cloud Firestore emulator, through the same Firestore adapter
// as production. The stack tells the app which data store it runs in /app/local-stack.json
// (scripts/serve-local-stack.sh); a stack without the emulator writes `{"data":"indexeddb",...}`. The
// fallback journey below answers that file as such a stack would, so the IndexedDB adapter stays
// covered in the browser while every other journey exercises Firestore.

const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';
const APP_ID = 'hvac-workbench';

function localModeBadge(page: Page) {
  return page.getByRole('link', { name: /^Local mode/ }).first();
}

test('the journeys run on the Cloud Firestore emulator, and the badge says so', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'firestore-mode');
  await signInThroughUi(page, account, '/login?redirect=%2Fcalculators%2Fheat-load');
  await expect(localModeBadge(page)).toHaveAttribute('data-store', 'firestore');
  await expect(localModeBadge(page)).toHaveAccessibleName(/Cloud Firestore emulator/);
  await saveToNewProject(page, 'Emulator project', 'Emulator heat load', 'heat-load');

  // The emulator itself holds the project (the owner token reads past the rules).
  const projects = await request.get(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/artifacts/${APP_ID}/users/${account.uid}/projects`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  expect(projects.ok()).toBe(true);
  const { documents = [] } = (await projects.json()) as {
    documents?: { fields: { name?: { stringValue?: string } } }[];
  };
  expect(documents.map((doc) => doc.fields.name?.stringValue)).toEqual(['Emulator project']);
});

test('without the Firestore emulator the app keeps data in IndexedDB: sign up, save, reload, reopen', async ({
  page,
}) => {
  await page.route('**/app/local-stack.json', (route) =>
    route.fulfill({
      json: { data: 'indexeddb', reason: 'no Cloud Firestore emulator was found (test)' },
    }),
  );
  const email = uniqueEmail('fallback');
  const password = 'Duct-Work-2026';
  await page.goto('/login');
  await waitForInteractive(page);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email(\?|$)/);
  await page
    .getByRole('region', { name: 'Local mailbox' })
    .getByRole('link', { name: `Open link: Verify your e-mail address, to ${email}` })
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(localModeBadge(page)).toHaveAttribute('data-store', 'indexeddb');
  await expect(localModeBadge(page)).toHaveAccessibleName(
    /stays in this browser \(IndexedDB\), because no Cloud Firestore emulator was found/,
  );

  await page.goto('/calculators/heat-load');
  await page.locator('#heat-load-roomName').fill('Fallback room');
  await saveToNewProject(page, 'Fallback project', 'Fallback heat load', 'heat-load');
  const fileUrl = page.url();
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).toContain(`hvac-workbench-data:${APP_ID}`);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fallback heat load' })).toBeVisible();
  await expect(page.locator('#heat-load-roomName')).toHaveValue('Fallback room');

  await page.goto('/projects');
  await page.getByRole('link', { name: 'Fallback project' }).first().click();
  await page.getByRole('link', { name: 'Fallback heat load' }).first().click();
  await expect(page).toHaveURL(fileUrl);
  await expect(page.locator('#heat-load-roomName')).toHaveValue('Fallback room');
});
