import { writeFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { backupJson, chooseBackup } from '../support/backup';
import { collectWhileScrolling } from '../support/virtual-list';

const FILES = 1000;

/** A backup of one project with {@link FILES} ventilation files, each with a few KB of notes. */
function largeBackup(): string {
  const createdAt = '2026-11-20T10:00:00.000Z';
  return backupJson(createdAt, [
    {
      id: 'big-job',
      name: 'Big job',
      description: 'Generated for the interrupted-import test',
      createdAt,
      files: {
        ventilationCalculations: Array.from({ length: FILES }, (_, i) => ({
          id: `vent-${i}`,
          name: `Room ${i + 1}`,
          createdAt,
          data: {
            roomWidth: 12,
            roomLength: 4,
            roomHeight: 3,
            airChangesPerHour: 6,
            // A long note per file (about 3,600 characters), so the backup is large enough to be
            // interrupted mid-import.
            notes: `Room ${i + 1}: ${'Supply from two ceiling diffusers; return through the corridor. '.repeat(56)}`,
          },
        })),
      },
    },
  ]);
}

test('a reload in the middle of a large import leaves the project whole or absent, and says which', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const path = testInfo.outputPath('large-backup.json');
  await writeFile(path, largeBackup());

  await page.goto('/projects');
  const dialog = await chooseBackup(page, path);
  await expect(dialog.getByRole('region', { name: 'What the import will add' })).toContainText(
    `1 project and ${FILES} files will be added.`,
    { timeout: 60_000 },
  );

  // The dialog asks before the tab is left while the import runs; the test leaves anyway.
  const asked: string[] = [];
  page.on('dialog', (prompt) => {
    asked.push(prompt.type());
    void prompt.accept();
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  // The project is written (marked as importing), its files not yet: reload now.
  await expect(dialog.getByRole('status')).toContainText(`0 of ${FILES} files written`, {
    timeout: 60_000,
  });
  await page.reload();
  expect(asked).toContain('beforeunload');

  const undone = page.getByRole('alert').filter({ hasText: 'An interrupted import was undone' });
  const projects = page.getByRole('list', { name: 'Projects' });
  const listed = projects.getByRole('link', { name: 'Big job' });
  await expect(undone.or(listed)).toBeVisible({ timeout: 60_000 });

  const rolledBack = await undone.isVisible();
  testInfo.annotations.push({ type: 'outcome', description: rolledBack ? 'rolled back' : 'whole' });
  if (rolledBack) {
    // Rolled back: the user is told which project, and no part of it is listed.
    await expect(undone).toContainText('"Big job"');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await expect(listed).toHaveCount(0);
  } else {
    // Finished before the reload took effect: then it is whole.
    await listed.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Big job' })).toBeVisible();
    // The page reports every file, and its table (virtualized: only the rows near the viewport
    // are in the page) says it has them all; scrolled from top to bottom, each one is listed.
    await expect(page.getByText(`${FILES} files`, { exact: true })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(FILES + 1));
    const names = await collectWhileScrolling(
      page,
      table.getByRole('link', { name: /^Room \d+$/ }),
    );
    expect(names.size).toBe(FILES);
    expect(names).toEqual(new Set(Array.from({ length: FILES }, (_, i) => `Room ${i + 1}`)));
  }

  // Nothing is left to recover on the next start.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(undone).toHaveCount(0);
});
