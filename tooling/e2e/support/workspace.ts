import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { filesRegion, type Calculator } from './calculators';

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

/**
 * Saves the page's calculation into the project of `?projectId=` (preselected in the dialog) under
 * a name, and waits for the saved file's heading.
 */
export async function saveIntoProject(
  page: Page,
  projectId: string,
  fileName: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Save to project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to project' });
  await expect(dialog.getByLabel('Project', { exact: true })).toHaveValue(projectId);
  await dialog.getByLabel('File name').fill(fileName);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
}

/**
 * Opens a saved file the way a user finds it: /projects, the project's link, then the file's link
 * in its calculator's region (openProjectFile).
 */
export async function openSavedFile(
  page: Page,
  projectName: string,
  calculator: Calculator,
  fileName: string,
): Promise<void> {
  await page.goto('/projects');
  await page.getByRole('link', { name: projectName }).first().click();
  await openProjectFile(page, calculator, fileName);
}

/** On a project's page, opens a file by its link in the region listing its calculator's files. */
export async function openProjectFile(
  page: Page,
  calculator: Calculator,
  fileName: string,
): Promise<void> {
  await page
    .getByRole('region', { name: filesRegion(calculator) })
    .getByRole('link', { name: fileName })
    .click();
}

/**
 * Creates a project from a template (createProjectFromTemplate) and opens one of its files
 * (openProjectFile).
 */
export async function openTemplateFile(
  page: Page,
  templateName: string,
  calculator: Calculator,
  fileName: string,
): Promise<void> {
  await createProjectFromTemplate(page, templateName);
  await openProjectFile(page, calculator, fileName);
}

/** The file on screen shows "Saved", and its stored results agree with the engine's (no notice). */
export async function expectSavedAndCurrent(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page.getByText('the numbers changed')).toHaveCount(0);
}

/**
 * Saves the calculation on screen into a new project (saveToNewProject) and finds it again as a
 * user does: when `afterReload` is given, reloads the saved file's page and runs it; then opens the
 * file from /projects (openSavedFile), runs `afterReopen`, and checks that the file shows "Saved"
 * with the engine's numbers (expectSavedAndCurrent).
 */
export async function saveAndReopen(
  page: Page,
  calculator: Calculator,
  projectName: string,
  fileName: string,
  checks: { afterReload?: () => Promise<void>; afterReopen: () => Promise<void> },
): Promise<void> {
  await saveToNewProject(page, projectName, fileName, calculator.segment);
  if (checks.afterReload) {
    await page.reload();
    await checks.afterReload();
  }
  await openSavedFile(page, projectName, calculator, fileName);
  await checks.afterReopen();
  await expectSavedAndCurrent(page);
}
