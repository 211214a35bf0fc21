import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { backupJson, chooseBackup } from '../support/backup';
import { PROJECT_ID } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  createProjectFromTemplate,
  downloadReportText,
  saveToNewProject,
} from '../support/workspace';

const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';

async function fillHeatLoad(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#heat-load-${field}`).fill(value);
}

/** A plain value in the Firestore REST API's typed form (the kinds these tests write). */
function firestoreValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value === null) return { nullValue: null };
  throw new Error(`editStoredFile cannot write ${JSON.stringify(value)}`);
}

/**
 * Sets fields of a stored file's `data` behind the app's back (as an old or foreign client might), in
 * the local stack's Cloud Firestore emulator (its REST API with the 'owner' token, which bypasses the
 * rules). Keys may be dotted paths: 'results.requiredAirflow'.
 */
async function editStoredFile(
  page: Page,
  documentPath: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const fields: Record<string, unknown> = {};
  const fieldPaths: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    fieldPaths.push(`data.${key}`);
    let target = fields;
    for (const segment of ['data', ...key.split('.').slice(0, -1)]) {
      const map = (target[segment] ??= { mapValue: { fields: {} } }) as {
        mapValue: { fields: Record<string, unknown> };
      };
      target = map.mapValue.fields;
    }
    target[key.split('.').at(-1) ?? key] = firestoreValue(value);
  }
  const mask = fieldPaths.map((path) => `updateMask.fieldPaths=${encodeURIComponent(path)}`);
  const response = await page.request.patch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}?${mask.join('&')}&currentDocument.exists=true`,
    { headers: { Authorization: 'Bearer owner' }, data: { fields } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('calculator workspace', () => {
  test('unknown calculators and files show a not-found state', async ({ page }) => {
    await page.goto('/calculators/no-such-calculator');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Calculator not found' }),
    ).toBeVisible();
    await page.goto('/projects/nope/heat-load/missing');
    await expect(page.getByRole('heading', { level: 1, name: 'File not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a heat load is saved, edited, and leaving with unsaved edits asks first', async ({
    page,
  }) => {
    await page.goto('/calculators/heat-load');
    await expect(page.getByRole('heading', { level: 1, name: 'Heat load' })).toBeVisible();
    await fillHeatLoad(page, 'roomName', 'Meeting room');
    await fillHeatLoad(page, 'wallArea', '520');
    const total = await page.getByTestId('total-load').textContent();
    await saveToNewProject(page, 'Leave test', 'Meeting room load');
    await expect(page.getByTestId('total-load')).toHaveText(total ?? '');
    await expectNoSeriousA11yViolations(page);

    // An edit makes the file dirty; an in-app navigation asks first.
    await fillHeatLoad(page, 'wallArea', '600');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('link', { name: 'Leave test' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/heat-load\//);
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('600');

    // Saving (Ctrl+S, from inside the field) clears the state; the saved file keeps the edit.
    await page.locator('#heat-load-wallArea').press('Control+s');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await page.reload();
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('600');

    // Edit again and leave for real: the edit stays as a draft, offered on return.
    await fillHeatLoad(page, 'wallArea', '650');
    const fileUrl = page.url();
    await page.getByRole('link', { name: 'Leave test' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await page.goto(fileUrl);
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('600');
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('650');
  });

  test('closing the tab with unsaved edits asks the browser to confirm', async ({ page }) => {
    await page.goto('/calculators/heat-load');
    await fillHeatLoad(page, 'wallArea', '777');
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await dialog;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
  });

  test('Save as makes a copy and rename works in place', async ({ page }) => {
    await page.goto('/calculators/heat-load');
    await saveToNewProject(page, 'Copies', 'Office load');
    const original = page.url();

    await fillHeatLoad(page, 'wallArea', '450');
    await page.getByRole('button', { name: 'Save as' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as' });
    await expect(dialog.getByLabel('File name')).toHaveValue('Copy of Office load');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Copy of Office load' }),
    ).toBeVisible();
    expect(page.url()).not.toBe(original);
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('450');

    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename file' });
    await rename.getByLabel('File name').fill('Office load, thicker walls');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Office load, thicker walls' }),
    ).toBeVisible();

    // The original is untouched.
    await page.goto(original);
    await expect(page.getByRole('heading', { level: 1, name: 'Office load' })).toBeVisible();
    await expect(page.locator('#heat-load-wallArea')).toHaveValue('400');
  });

  test('the PDF report carries the project, the inputs and the results', async ({ page }) => {
    await page.goto('/calculators/ventilation-calc');
    await page.locator('#ventilation-calculationName').fill('Kitchen hood');
    await page.locator('#ventilation-roomWidth').fill('12');
    await page.locator('#ventilation-roomLength').fill('4');
    await page.locator('#ventilation-roomHeight').fill('1');
    await page.locator('#ventilation-airChangesPerHour').fill('300');
    await expect(page.getByTestId('required-airflow')).toHaveText('240 cfm');
    await saveToNewProject(page, 'Harbour Restaurant', 'Kitchen hood ventilation');

    const text = await downloadReportText(page, 'Kitchen hood ventilation report.pdf');
    expect(text).toContain('Harbour Restaurant');
    expect(text).toContain('Kitchen hood ventilation');
    expect(text).toMatch(/Room width\s+12\s+ft/);
    expect(text).toMatch(/Air changes per hour\s+300\s+ACH/);
    expect(text).toMatch(/Room volume\s+48\s+ft³/);
    expect(text).toMatch(/Required airflow\s+240\s+cfm/);
    expect(text).toContain('Method and references');
    expect(text).toMatch(/Page 1 of \d/);
    // The calculation version, under the product's name: never the engine's package name.
    expect(text).toContain('HVAC Workbench (calculations v');
    expect(text).not.toContain('@org/');
  });

  test('a template’s heat load opens and computes on the workspace', async ({ page }) => {
    await createProjectFromTemplate(page, 'Residential Home (New Build)');
    await page
      .getByRole('region', { name: /^Heat load/ })
      .getByRole('link', { name: 'Heating load' })
      .click();
    await expect(page).toHaveURL(/\/heat-load\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Heating load' })).toBeVisible();
    await expect(page.getByTestId('total-load')).toHaveText(/^[\d,]+ Btu\/h$/);
    // A template has no stored results: nothing to compare, and nothing unsaved.
    await expect(page.getByText('the numbers changed')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  });

  test('a file whose data fails the schema opens damaged, with its raw data to download', async ({
    page,
    account,
  }) => {
    await page.goto('/calculators/ventilation-calc');
    await saveToNewProject(page, 'Damaged job', 'Broken room');
    const [, projectId, fileId] =
      /\/projects\/([^/]+)\/ventilation-calc\/([^/?]+)/.exec(page.url()) ?? [];

    // Corrupt the stored inputs behind the app's back, as an old or foreign client might.
    const path = `artifacts/hvac-workbench/users/${account.uid}/projects/${projectId}/ventilationCalculations/${fileId}`;
    await editStoredFile(page, path, { roomWidth: '<b>wide</b>' });

    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'has inputs the calculator cannot read' }),
    ).toBeVisible();
    await expect(page.getByText('roomWidth: Room width must be a number.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Raw data' })).toContainText(
      '"roomWidth": "<b>wide</b>"',
    );
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JSON' }).click();
    expect((await download).suggestedFilename()).toBe('Broken room.json');

    // It can still be opened in the form, where the field says what is wrong.
    await page.getByRole('button', { name: 'Open in the calculator to correct it' }).click();
    await expect(page.getByText('No result yet')).toBeVisible();
    await page.locator('#ventilation-roomWidth').fill('12');
    await expect(page.getByTestId('room-volume')).toHaveText('1,620 ft³');
  });

  test('a file from a backup that fails its schema opens damaged, with its data to download', async ({
    page,
  }, testInfo) => {
    // An equipment schedule whose row has no id (the schedule's schema requires one) arrives in a
    // backup from elsewhere.
    const backupPath = testInfo.outputPath('schedule-backup.json');
    await writeFile(
      backupPath,
      backupJson('2026-11-01T09:00:00.000Z', [
        {
          id: 'schedule-project',
          name: 'Riverside Clinic',
          description: '',
          createdAt: '2026-11-01T09:00:00.000Z',
          files: {
            equipmentSchedules: [
              {
                id: 'ahu-schedule',
                name: 'AHU schedule',
                createdAt: '2026-11-01T09:00:00.000Z',
                data: { rows: [{ tag: 'AHU-1', type: 'airHandlingUnit' }] },
              },
            ],
          },
        },
      ]),
    );
    await page.goto('/projects');
    const dialog = await chooseBackup(page, backupPath);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('link', { name: 'Riverside Clinic' })
      .click();
    await page
      .getByRole('region', { name: /^Equipment schedule/ })
      .getByRole('link', { name: 'AHU schedule' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'has inputs the calculator cannot read' }),
    ).toBeVisible();
    await expect(page.getByText('rows: Row id must be text.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Raw data' })).toContainText('"tag": "AHU-1"');
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JSON' }).click();
    expect((await download).suggestedFilename()).toBe('AHU schedule.json');

    // Opened in the schedule to correct it, its row is there and gets the id it lacked: the
    // schedule is valid again, saves, and opens normally from then on.
    await page.getByRole('button', { name: 'Open in the calculator to correct it' }).click();
    await expect(page.getByLabel('AHU-1 tag')).toHaveValue('AHU-1');
    await expect(page.getByText('Row id must be text.', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved: “AHU schedule” is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('AHU-1 tag')).toHaveValue('AHU-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'has inputs the calculator cannot read' }),
    ).toHaveCount(0);
  });

  test('a file whose stored results differ from the current engine says so', async ({
    page,
    account,
  }) => {
    await page.goto('/calculators/ventilation-calc');
    await page.locator('#ventilation-roomWidth').fill('20');
    await page.locator('#ventilation-roomLength').fill('15');
    await page.locator('#ventilation-roomHeight').fill('10');
    await page.locator('#ventilation-airChangesPerHour').fill('6');
    await saveToNewProject(page, 'Engine change', 'Plant room');
    const [, projectId, fileId] =
      /\/projects\/([^/]+)\/ventilation-calc\/([^/?]+)/.exec(page.url()) ?? [];
    await editStoredFile(
      page,
      `artifacts/hvac-workbench/users/${account.uid}/projects/${projectId}/ventilationCalculations/${fileId}`,
      { 'results.requiredAirflow': 280, hvacCoreVersion: '0.0.1' },
    );

    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'the numbers changed' });
    await expect(notice).toContainText('hvac-core 0.0.1');
    await expect(notice).toContainText('Required airflow: saved 280 cfm, now 300 cfm');
    await expect(page.getByTestId('required-airflow')).toHaveText('300 cfm');

    // Saving unedited stores the new numbers; reopened, there is nothing to report.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('required-airflow')).toHaveText('300 cfm');
    await expect(page.getByText('the numbers changed')).toHaveCount(0);
  });
});
