import type { Locator, Page } from '@playwright/test';

/** The text of a backup file in the app's format (version 1) holding `projects`. */
export function backupJson(exportedAt: string, projects: unknown[]): string {
  return JSON.stringify({
    format: 'hvac-workbench-backup',
    version: 1,
    exportedAt,
    appId: 'hvac-workbench',
    projects,
  });
}

/** Opens "Import backup" on /projects, chooses the file at `path`, and returns the dialog. */
export async function chooseBackup(page: Page, path: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a backup' });
  await dialog.locator('input[type="file"]').setInputFiles(path);
  return dialog;
}
