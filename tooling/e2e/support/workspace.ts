import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Creates a project from a template through "Create from Template" on /projects, waits for the new
 * project's page, and returns its id.
 */
export async function createProjectFromTemplate(page: Page, templateName: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Create from Template' }).click();
  await page
    .getByRole('dialog', { name: 'Create Project from Template' })
    .getByRole('button', { name: `Use this template: ${templateName}` })
    .click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  const id = /\/projects\/([^/?#]+)$/.exec(page.url())?.[1];
  if (!id) throw new Error(`No project id in ${page.url()}`);
  return decodeURIComponent(id);
}

/**
 * Saves the calculation on screen into a new project through the "Save to project" dialog, and
 * waits for the saved file's page: `/projects/{projectId}/{segment}/{fileId}` with the file's name
 * as its heading. `segment` is the calculator's route segment; any when left out.
 */
export async function saveToNewProject(
  page: Page,
  projectName: string,
  fileName: string,
  segment?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Save to project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to project' });
  const newProject = dialog.getByText('A new project', { exact: true });
  if (await newProject.isVisible()) await newProject.click();
  await dialog.getByLabel('New project name').fill(projectName);
  await dialog.getByLabel('File name').fill(fileName);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The notification first: it closes by itself, so it is awaited from the click on, before the
  // slower page change (a loaded machine can take longer than its display time to open the file).
  await expect(
    page.getByRole('alert').filter({ hasText: `is saved in ${projectName}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/[^/]+/${segment ?? '[^/]+'}/[^/?]+$`));
}

/**
 * Downloads the page's PDF report, checks its file name, and returns its text as `pdftotext
 * -layout` reads it (Debian's poppler-utils).
 */
export async function downloadReportText(page: Page, expectedFileName: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(expectedFileName);
  const path = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
  await file.saveAs(path);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
