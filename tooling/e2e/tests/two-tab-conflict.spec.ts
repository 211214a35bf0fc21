import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signedInAccount } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveToNewProject } from '../support/workspace';

const FILE = 'AHU-2 supply fan';

/** Replaces a fan field's text the way a user does. */
async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#fan-${field}`).fill(value);
}

/** Changes the airflow and presses Save. */
async function changeAndSave(page: Page, airflow: string): Promise<void> {
  await fill(page, 'airflow', airflow);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/**
 * One browser context (one signed-in browser), two pages on the same saved fan file: page A saves
 * 12,000 cfm, then page B, which opened the file before A's save, saves 15,000 cfm.
 */
async function conflictingSaves(
  context: BrowserContext,
  pageA: Page,
  request: Parameters<typeof signedInAccount>[1],
): Promise<{ pageB: Page; fileUrl: string }> {
  await signedInAccount(pageA, request, 'two-tab');
  await pageA.goto('/calculators/fan-calc');
  await fill(pageA, 'calculationName', FILE);
  await fill(pageA, 'airflow', '10000');
  await saveToNewProject(pageA, 'Two tabs job', FILE, 'fan-calc');
  const fileUrl = pageA.url();

  const pageB = await context.newPage();
  await pageB.goto(fileUrl);
  await expect(pageB.getByRole('heading', { level: 1, name: FILE })).toBeVisible();
  await expect(pageB.locator('#fan-airflow')).toHaveValue('10,000');

  await changeAndSave(pageA, '12000');
  await expect(pageA.getByText(`Saved: “${FILE}” is saved.`)).toBeVisible();

  await changeAndSave(pageB, '15000');
  await expect(pageB.getByRole('dialog', { name: 'This file changed elsewhere' })).toBeVisible();
  return { pageB, fileUrl };
}

test.describe('two tabs editing one file', () => {
  test('the second save does not overwrite the first: "Take theirs" loads the other tab’s version', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { pageB, fileUrl } = await conflictingSaves(context, page, request);
    const dialog = pageB.getByRole('dialog', { name: 'This file changed elsewhere' });
    await expect(dialog).toContainText('1 input differs from yours.');
    await expectNoSeriousA11yViolations(pageB);

    // Compare first: both airflows side by side, with the calculator's label and unit.
    await dialog.getByRole('button', { name: 'Compare to overwrite' }).click();
    const row = dialog
      .getByRole('table', { name: 'Inputs that differ' })
      .getByRole('row', { name: /Airflow/ });
    await expect(row).toContainText('15,000 cfm');
    await expect(row).toContainText('12,000 cfm');
    await expect(dialog.getByRole('button', { name: 'Overwrite with mine' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(dialog).toBeHidden();
    await expect(pageB.locator('#fan-airflow')).toHaveValue('12,000');
    await expect(pageB.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    // What is stored is A's save, and B's next save builds on it without a conflict.
    await changeAndSave(pageB, '13000');
    await expect(pageB.getByText(`Saved: “${FILE}” is saved.`)).toBeVisible();
    await pageB.goto(fileUrl);
    await expect(pageB.locator('#fan-airflow')).toHaveValue('13,000');
  });

  test('"Save as a copy" keeps mine as a new file and leaves the other tab’s save intact', async ({
    context,
    page: pageA,
    request,
  }) => {
    test.setTimeout(120_000);
    const { pageB, fileUrl } = await conflictingSaves(context, pageA, request);
    const dialog = pageB.getByRole('dialog', { name: 'This file changed elsewhere' });
    // Keyboard: the first choice has the focus, Enter takes it.
    await expect(dialog.getByRole('button', { name: 'Save as a copy' })).toBeFocused();
    await pageB.keyboard.press('Enter');

    await expect(pageB.getByRole('heading', { level: 1, name: `${FILE} (my copy)` })).toBeVisible();
    await expect(pageB).not.toHaveURL(fileUrl);
    await expect(pageB.locator('#fan-airflow')).toHaveValue('15,000');

    // A's save is what the original file holds.
    await pageA.reload();
    await expect(pageA.getByRole('heading', { level: 1, name: FILE })).toBeVisible();
    await expect(pageA.locator('#fan-airflow')).toHaveValue('12,000');
    await pageB.goto(fileUrl);
    await expect(pageB.locator('#fan-airflow')).toHaveValue('12,000');
  });
});
