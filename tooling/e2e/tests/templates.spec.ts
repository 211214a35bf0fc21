import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Spec §9: each template's files, by the group (file type) they are listed under. */
const TEMPLATES = [
  {
    name: 'Small Office Fit-out',
    describes: /bill of quantities with 3 items/,
    groups: {
      'Heat load': ['Office heat load'],
      'Duct sizer': ['Main supply duct'],
      'Bill of quantities': ['Basic BoQ'],
    },
  },
  {
    name: 'Residential Home (New Build)',
    describes: /Heating and cooling loads .* hydronic/,
    groups: {
      'Heat load': ['Cooling load', 'Heating load'],
      'Pipe sizer': ['Hydronic loop'],
    },
  },
  {
    name: 'Restaurant Kitchen Ventilation',
    describes: /300 air changes per hour/,
    groups: {
      'Duct sizer': ['Kitchen exhaust duct'],
      Ventilation: ['Kitchen hood ventilation', 'Kitchen hood exhaust'],
    },
  },
] as const;

async function createFromTemplate(page: Page, templateName: string): Promise<void> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Create from Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Project from Template' });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(TEMPLATES.map((t) => t.name));
  await dialog.getByRole('button', { name: `Use this template: ${templateName}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Project created successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
}

/** The file names listed in a file-type group, in order. */
const fileNames = (page: Page, group: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${group}`) })
    .getByRole('row')
    .getByRole('link');

test.describe('project templates', () => {
  test('the template modal lists the three templates with their descriptions', async ({ page }) => {
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Create from Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project from Template' });
    for (const template of TEMPLATES) {
      const card = dialog.getByRole('region', { name: template.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(template.describes);
    }
    await expectNoSeriousA11yViolations(page);
  });

  for (const template of TEMPLATES) {
    test(`“${template.name}” creates a project with its files listed by type`, async ({ page }) => {
      await createFromTemplate(page, template.name);
      for (const [group, names] of Object.entries(template.groups)) {
        // Within a group files are newest first; template files share one write, so order by name.
        // Wait for the group to be listed: reading at once races the project page's first render.
        await expect(fileNames(page, group)).toHaveCount(names.length);
        const listed = await fileNames(page, group).allTextContents();
        expect([...listed].sort(), group).toEqual([...names].sort());
      }
      const expectedGroups = Object.keys(template.groups).length;
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(expectedGroups);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/projects');
      await expect(
        page.getByRole('list', { name: 'Projects' }).getByRole('link').first(),
      ).toHaveText(template.name);
    });
  }

  test('a template file opens at its own address', async ({ page }) => {
    await createFromTemplate(page, 'Restaurant Kitchen Ventilation');
    const projectUrl = page.url();
    const projectId = new URL(projectUrl).pathname.split('/')[2];

    await fileNames(page, 'Ventilation').first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/ventilation-calc/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toHaveCount(0);

    await page.goto(projectUrl);
    await fileNames(page, 'Duct sizer').first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/duct-sizer/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });

  test('a file is renamed, duplicated and deleted through the confirmation modal', async ({
    page,
  }) => {
    await createFromTemplate(page, 'Small Office Fit-out');

    await page.getByRole('button', { name: 'Rename Main supply duct' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename file' });
    await rename.getByRole('textbox', { name: 'File name' }).fill('Level 2 supply duct');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename).toBeHidden();
    await expect(fileNames(page, 'Duct sizer')).toHaveText(['Level 2 supply duct']);

    await page.getByRole('button', { name: 'Duplicate Level 2 supply duct' }).click();
    await expect(fileNames(page, 'Duct sizer')).toHaveText([
      'Copy of Level 2 supply duct',
      'Level 2 supply duct',
    ]);

    await page.getByRole('button', { name: 'Delete Copy of Level 2 supply duct' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await expect(confirm).toContainText(
      'Delete “Copy of Level 2 supply duct”? It moves to Recently deleted',
    );
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await expect(confirm).toBeHidden();
    await expect(fileNames(page, 'Duct sizer')).toHaveText(['Level 2 supply duct']);

    await page.reload();
    await expect(fileNames(page, 'Duct sizer')).toHaveText(['Level 2 supply duct']);
    await expect(page.getByRole('cell', { name: /Not changed/ }).first()).toBeVisible();
  });

  test('a new calculation starts in this project', async ({ page }) => {
    await createFromTemplate(page, 'Residential Home (New Build)');
    const projectId = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('button', { name: 'New calculation' }).click();
    const items = page.getByRole('menuitem');
    // Fourteen calculators (the fan, the building load and the duct and hydronic systems included)
    // and the equipment schedule.
    await expect(items).toHaveCount(15);
    await expect(page.getByRole('menuitem', { name: 'New equipment schedule' })).toHaveAttribute(
      'href',
      `/calculators/schedules?projectId=${projectId}`,
    );
    await expect(page.getByRole('menuitem', { name: 'Pipe sizer', exact: true })).toHaveAttribute(
      'href',
      `/calculators/pipe-sizer?projectId=${projectId}`,
    );
    // The link opens the pipe sizer itself, ready to save into this project.
    await page.getByRole('menuitem', { name: 'Pipe sizer', exact: true }).click();
    await expect(page).toHaveURL(`/calculators/pipe-sizer?projectId=${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pipe sizer' })).toBeVisible();
    await expect(page.getByText(/not available yet/)).toHaveCount(0);
  });
});
