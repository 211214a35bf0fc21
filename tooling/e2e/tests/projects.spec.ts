import { expect, type Page, type Route } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { signedInAccount, signOutFromMenu } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** A name no other test uses, so lists can be checked exactly. */
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function openProjects(page: Page): Promise<void> {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The list (or its empty state) is loaded once the count line or the empty state shows.
  await expect(
    page.getByText(/newest first\.$/).or(page.getByText('No projects yet')),
  ).toBeVisible();
}

async function createProject(page: Page, name: string, description = ''): Promise<void> {
  await page.getByRole('button', { name: 'Create New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();
}

/** The app's page cache (apps/web/src/data/page-cache.ts). */
const PAGE_CACHE_DATABASE = 'hvac-page-cache';

/** Whether this browser holds the page cache's database. */
const pageCacheExists = (page: Page) =>
  page.evaluate(
    async (name) => (await indexedDB.databases()).some((database) => database.name === name),
    PAGE_CACHE_DATABASE,
  );

/** The projects whose listing the page cache keeps (none without the database). */
const keptProjectIds = (page: Page) =>
  page.evaluate(async (name) => {
    // Opening a database that is not there would create it, empty, under the app's feet.
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return [];
    return new Promise<string[]>((resolve) => {
      const request = indexedDB.open(name);
      request.onerror = () => resolve([]);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('projectListings')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('projectListings').objectStore('projectListings').getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result as { projectId: string }[]).map((listing) => listing.projectId));
        };
        all.onerror = () => {
          db.close();
          resolve([]);
        };
      };
    });
  }, PAGE_CACHE_DATABASE);

/** The project names in list order. */
const listedNames = (page: Page) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem').getByRole('link');

test.describe('projects', () => {
  test('an empty name is refused with the spec message', async ({ page }) => {
    await openProjects(page);
    await page.getByRole('button', { name: 'Create New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project name is required.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No projects yet')).toBeVisible();
  });

  test('a new project is first in the list, with its toast, and found by search', async ({
    page,
  }) => {
    await openProjects(page);
    const first = unique('Warehouse');
    const second = unique('Office level 2');

    await createProject(page, first);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Project Created Successfully!' }),
    ).toBeVisible();
    await createProject(page, second, 'Fit-out of the second floor');
    await expect(listedNames(page)).toHaveText([second, first]);

    // Newest first survives a reload (read back from the store, not just the cache).
    await page.reload();
    await expect(listedNames(page)).toHaveText([second, first]);

    await page.getByRole('searchbox', { name: 'Search projects' }).fill('SECOND FLOOR');
    await expect(listedNames(page)).toHaveText([second]);
    await expect(page.getByText(/^1 of 2 projects match/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await listedNames(page).first().click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await expect(page.getByText('Fit-out of the second floor')).toBeVisible();
  });

  test('a project is renamed in place and deleted through the confirmation modal', async ({
    page,
  }) => {
    await openProjects(page);
    const name = unique('Clinic');
    await createProject(page, name);
    await listedNames(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const renamed = `${name} (phase 2)`;
    await page.getByRole('button', { name: 'Rename project' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project name is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    await page.getByRole('button', { name: 'Edit description' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Two consulting rooms.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Two consulting rooms.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Two consulting rooms.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Delete project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete project' });
    await expect(confirm).toContainText(`Delete “${renamed}” and every file in it?`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Delete project' }).click();
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Project deleted' })).toBeVisible();
  });

  test('a project page shows the last visit at once while it is read again; sign-out forgets it', async ({
    page,
  }) => {
    await openProjects(page);
    const name = unique('Hospital');
    await createProject(page, name);
    await listedNames(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => keptProjectIds(page)).toContain(projectId);

    // The store's reads held back: the page shows the kept listing, marked, until they answer.
    const held: Route[] = [];
    let holding = true;
    await page.route(/:(runQuery|batchGet)/, (route) =>
      holding && route.request().method() !== 'OPTIONS' ? void held.push(route) : route.continue(),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const note = page.getByText('Showing this project as it was on your last visit', {
      exact: false,
    });
    await expect(note).toBeVisible();
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(note).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await signOutFromMenu(page);
    await expect.poll(() => pageCacheExists(page)).toBe(false);
  });

  test('an unknown project id shows a not-found state with a way back', async ({ page }) => {
    await page.goto('/projects/no-such-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('a second account sees none of the first account’s projects', async ({
    browser,
    page,
    request,
  }) => {
    await openProjects(page);
    const name = unique('Private project');
    await createProject(page, name);
    await listedNames(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const projectPath = new URL(page.url()).pathname;

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await signedInAccount(otherPage, request, 'second');
      await openProjects(otherPage);
      await expect(otherPage.getByText('No projects yet')).toBeVisible();
      await expect(otherPage.getByText(name)).toHaveCount(0);

      await otherPage.goto(projectPath);
      await expect(
        otherPage.getByRole('heading', { level: 1, name: 'Project not found' }),
      ).toBeVisible();
      await expect(otherPage.getByText(name)).toHaveCount(0);

      await otherPage.goto('/dashboard');
      await expect(
        otherPage.getByRole('heading', { level: 2, name: 'Recent projects' }),
      ).toBeVisible();
      await expect(otherPage.getByText('No projects yet.')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('the dashboard shows recent projects, every calculator and the profile prompt', async ({
    page,
  }) => {
    await openProjects(page);
    const name = unique('Library');
    await createProject(page, name);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent projects' });
    await expect(recent.getByRole('link', { name })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recently changed files' })
        .getByText('No saved calculations yet.'),
    ).toBeVisible();

    // Every calculator of the catalog (15: the building load, the duct and hydronic systems, the
    // equipment schedule and the fan included) and the ASHRAE reference.
    const calculators = page.getByRole('region', { name: 'Calculators' }).getByRole('link');
    await expect(calculators).toHaveCount(16);
    const tiles = page.getByRole('region', { name: 'Calculators' });
    await expect(tiles.getByRole('link', { name: /^Building load/ })).toHaveCount(1);
    await expect(tiles.getByRole('link', { name: /^Duct system/ })).toHaveCount(1);
    await expect(tiles.getByRole('link', { name: /^Hydronic system/ })).toHaveCount(1);
    await expect(tiles.getByRole('link', { name: /^ASHRAE reference/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Heat load/ })).toHaveAttribute(
      'href',
      '/calculators/heat-load',
    );

    await expect(page.getByText('Complete your company profile')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
