import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedInAccount } from './accounts';

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

/** Signs a new account in and opens a calculator's page at `path`, waiting for its heading. */
export async function openCalculator(
  page: Page,
  request: APIRequestContext,
  account: string,
  path: string,
  heading: string,
): Promise<void> {
  await signedInAccount(page, request, account);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Replaces the text of form fields the way a user does, in the order given: each key is an
 * element id after `{prefix}-` (`fillFields(page, 'fan', { airflow: '20000' })` fills #fan-airflow).
 */
export async function fillFields(
  page: Page,
  prefix: string,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    await page.locator(`#${prefix}-${field}`).fill(value);
  }
}

/** Checks, in the order given, that each element (by test id) shows exactly its text. */
export async function expectTexts(
  page: Page,
  texts: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [testId, text] of Object.entries(texts)) {
    await expect(page.getByTestId(testId)).toHaveText(text);
  }
}

/**
 * Opens a saved file the way a user finds it: /projects, the project's link, then the file's link
 * in its calculator's region (`region` matches the region's name, e.g. /^Fan/).
 */
export async function openSavedFile(
  page: Page,
  projectName: string,
  region: RegExp,
  fileName: string,
): Promise<void> {
  await page.goto('/projects');
  await page.getByRole('link', { name: projectName }).first().click();
  await page.getByRole('region', { name: region }).getByRole('link', { name: fileName }).click();
}

/** The file on screen shows "Saved", and its stored results agree with the engine's (no notice). */
export async function expectSavedAndCurrent(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page.getByText('the numbers changed')).toHaveCount(0);
}
