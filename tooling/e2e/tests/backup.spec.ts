import { readFile, writeFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { backupJson, chooseBackup } from '../support/backup';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createProjectFromTemplate } from '../support/workspace';

test.describe('backups', () => {
  test('a project is exported and imported back as a renamed copy, never overwriting', async ({
    page,
  }, testInfo) => {
    await createProjectFromTemplate(page, 'Restaurant Kitchen Ventilation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Restaurant Kitchen Ventilation' }),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export project' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^hvac-workbench-restaurant-kitchen-ventilation-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const backupPath = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(backupPath);
    const backup = JSON.parse(await readFile(backupPath, 'utf8')) as {
      format: string;
      projects: {
        name: string;
        files: Record<string, { name: string; data: Record<string, unknown> }[]>;
      }[];
    };
    expect(backup.format).toBe('hvac-workbench-backup');
    expect(backup.projects.map((project) => project.name)).toEqual([
      'Restaurant Kitchen Ventilation',
    ]);
    const ventilation = backup.projects[0]?.files['ventilationCalculations'] ?? [];
    expect(ventilation.map((file) => file.name).sort()).toEqual([
      'Kitchen hood exhaust',
      'Kitchen hood ventilation',
    ]);
    expect(
      ventilation.find((file) => file.name === 'Kitchen hood ventilation')?.data,
    ).toMatchObject({
      roomWidth: 12,
      roomLength: 4,
      roomHeight: 1,
      airChangesPerHour: 300,
    });

    await page.goto('/projects');
    const dialog = await chooseBackup(page, backupPath);
    const plan = dialog.getByRole('region', { name: 'What the import will add' });
    await expect(plan).toContainText('1 project and 3 files will be added.');
    await expect(plan).toContainText(
      '"Restaurant Kitchen Ventilation" already exists, so the imported copy will be named "Restaurant Kitchen Ventilation (imported)".',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Imported 1 project and 3 files.' }),
    ).toBeVisible();

    const names = page.getByRole('list', { name: 'Projects' }).getByRole('link');
    await expect(names).toHaveText([
      'Restaurant Kitchen Ventilation (imported)',
      'Restaurant Kitchen Ventilation',
    ]);
    await names.first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Restaurant Kitchen Ventilation (imported)' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitchen hood ventilation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitchen exhaust duct' })).toBeVisible();
  });

  test('a file that is not a backup is refused with a reason', async ({ page }, testInfo) => {
    const path = testInfo.outputPath('not-a-backup.json');
    await writeFile(path, '{"hello": "world"}');
    await page.goto('/projects');
    const dialog = await chooseBackup(page, path);
    await expect(dialog.getByRole('alert')).toContainText(
      'This file is not an HVAC Workbench backup.',
    );
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  test('a file its calculator cannot read is shown with its data before the import, and kept as damaged', async ({
    page,
  }, testInfo) => {
    const createdAt = '2026-11-20T10:00:00.000Z';
    const room = { roomWidth: 12, roomLength: 4, roomHeight: 3, airChangesPerHour: 6 };
    const path = testInfo.outputPath('damaged-backup.json');
    await writeFile(
      path,
      backupJson(createdAt, [
        {
          id: 'job',
          name: 'Clinic',
          createdAt,
          files: {
            ventilationCalculations: [
              { id: 'good', name: 'Exam room', createdAt, data: room },
              {
                id: 'bad',
                name: 'Storage room',
                createdAt,
                data: { ...room, roomWidth: 'wide' },
              },
            ],
          },
        },
      ]),
    );

    await page.goto('/projects');
    const dialog = await chooseBackup(page, path);
    await expect(dialog.getByRole('region', { name: 'What the import will add' })).toContainText(
      '1 project and 2 files will be added.',
    );
    // Checked against the calculator's schema before anything is written, shown with its raw data.
    const damaged = dialog.getByRole('region', { name: 'Damaged files in this backup' });
    await expect(damaged).toContainText('Storage room');
    await expect(damaged.getByLabel('Data of Storage room')).toContainText('"roomWidth": "wide"');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Imported 1 project and 2 files.' }),
    ).toBeVisible();

    // Nothing is dropped: the damaged file is listed and opens as damaged, its data downloadable.
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('link', { name: 'Clinic' })
      .click();
    await expect(page.getByRole('link', { name: 'Exam room' })).toBeVisible();
    await page.getByRole('link', { name: 'Storage room', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'has inputs the calculator cannot read' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Raw data' })).toContainText('wide');
    await expect(page.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  });

  test('everything is exported as one file', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText('No projects yet')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export everything' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hvac-workbench-backup-\d{4}-\d{2}-\d{2}\.json$/);
  });
});
