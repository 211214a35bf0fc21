import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createProjectFromTemplate } from '../support/workspace';

/**
 * Issue 17, "Deletes that can be undone": a deleted file and a deleted project (with its files) go to
 * Recently deleted; the project comes back whole; an item can be deleted for good; Undo in the
 * notification brings a file straight back.
 */

/** Creates a project from a template (createProjectFromTemplate); returns its page's address. */
async function createFromTemplate(page: Page, templateName: string): Promise<string> {
  await createProjectFromTemplate(page, templateName);
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  return page.url();
}

/** The file names listed in a file-type group, in order. */
const fileNames = (page: Page, group: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${group}`) })
    .getByRole('row')
    .getByRole('link');

async function deleteFile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file' });
  await expect(confirm).toContainText('It moves to Recently deleted');
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(confirm).toBeHidden();
}

/**
 * The file names of a group, in any order: files made in one template batch share their `createdAt`,
 * so their order is by generated id.
 */
async function expectFiles(page: Page, group: string, names: string[]): Promise<void> {
  await expect(fileNames(page, group)).toHaveCount(names.length);
  await expect(async () =>
    expect((await fileNames(page, group).allTextContents()).sort()).toEqual([...names].sort()),
  ).toPass();
}

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Recently deleted' }).getByRole('row').filter({ hasText: name });

test.describe('Recently deleted', () => {
  test('a deleted file and a deleted project are listed; the project is restored whole; one is deleted for good', async ({
    page,
  }) => {
    // A file from one project.
    const office = await createFromTemplate(page, 'Small Office Fit-out');
    await expect(fileNames(page, 'Duct sizer')).toHaveText(['Main supply duct']);
    const ductAddress = await fileNames(page, 'Duct sizer').first().getAttribute('href');
    await deleteFile(page, 'Main supply duct');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Moved to Recently deleted.' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Duct sizer/ })).toHaveCount(0);
    // Its address no longer opens an editor on it: restore it first.
    await page.goto(ductAddress ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This file is in Recently deleted' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // A whole project with its files.
    await createFromTemplate(page, 'Residential Home (New Build)');
    await expectFiles(page, 'Heat load', ['Cooling load', 'Heating load']);
    await page.getByRole('button', { name: 'Delete project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project' });
    await expect(confirm).toContainText('It moves to Recently deleted');
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Project deleted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Residential Home (New Build)' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Small Office Fit-out' })).toBeVisible();

    // Both are in Recently deleted, with their dates and days left.
    await page.getByRole('link', { name: 'Recently deleted' }).click();
    await expect(page).toHaveURL(/\/projects\/recently-deleted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
    const projectRow = row(page, 'Residential Home (New Build)');
    const fileRow = row(page, 'Main supply duct');
    await expect(projectRow).toContainText('With 3 files');
    await expect(projectRow).toContainText('30 days');
    await expect(fileRow).toContainText('In project “Small Office Fit-out”');
    await expect(fileRow).toContainText('30 days');
    await expectNoSeriousA11yViolations(page);

    // The project comes back whole.
    await projectRow.getByRole('button', { name: 'Restore Residential Home (New Build)' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Restored “Residential Home (New Build)”.' }),
    ).toBeVisible();
    await expect(projectRow).toHaveCount(0);

    // The file is deleted for good, through the confirmation modal.
    await fileRow.getByRole('button', { name: 'Delete Main supply duct for good' }).click();
    const forGood = page.getByRole('dialog', { name: 'Delete for good' });
    await expect(forGood).toContainText('This cannot be undone.');
    await forGood.getByRole('button', { name: 'Delete for good' }).click();
    await expect(forGood).toBeHidden();
    await expect(page.getByText('Recently deleted is empty')).toBeVisible();

    await page.getByRole('link', { name: '← All projects' }).click();
    await page.getByRole('link', { name: 'Residential Home (New Build)' }).click();
    await expectFiles(page, 'Heat load', ['Cooling load', 'Heating load']);
    await expect(fileNames(page, 'Pipe sizer')).toHaveText(['Hydronic loop']);

    await page.goto(office);
    await expect(fileNames(page, 'Heat load')).toHaveText(['Office heat load']);
    await expect(page.getByRole('region', { name: /^Duct sizer/ })).toHaveCount(0);
    await page.reload();
    await expect(fileNames(page, 'Bill of quantities')).toHaveText(['Basic BoQ']);
    await expect(page.getByRole('region', { name: /^Duct sizer/ })).toHaveCount(0);
  });

  test('Undo in the notification brings a deleted file straight back', async ({ page }) => {
    await createFromTemplate(page, 'Restaurant Kitchen Ventilation');
    await deleteFile(page, 'Kitchen exhaust duct');
    const notice = page.getByRole('alert').filter({ hasText: 'Moved to Recently deleted.' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Restored.' })).toBeVisible();
    await page.reload();
    await expect(fileNames(page, 'Duct sizer')).toHaveText(['Kitchen exhaust duct']);
  });
});
