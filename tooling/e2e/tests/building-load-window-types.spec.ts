import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, openSavedFile, saveToNewProject } from '../support/workspace';

/** Picks an option of a Mantine Select by the select's id. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

function officePeak(page: Page) {
  return page.getByTestId('building-peak-row').filter({ hasText: 'Room: Office 101' });
}

/*
 * The project window library (issue 40 §5): a new file's Office 101 (its west window 6.5 × 5 ft,
 * U 0.49, SHGC 0.4) peaks at 5,976 Btu/h, Jul 17:00. Window type W1 (a new type: 3 × 5 ft, U 0.49,
 * SHGC 0.4) on that window gives 4,653 Btu/h; the type's SHGC at 0.25, 4,266 Btu/h, on every
 * window naming it. Removing the type copies its values onto the window, so the load stays.
 * Figures are the engine's (hvac-core calculateBuildingLoad on defaultBuildingLoadInput with the
 * same edits).
 */
test('a window type: named on a window, edited once for all, saved, reopened, printed and removed without changing the load', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openCalculator(page, calculators.buildingLoad);
  await page.locator('#bl-calculationName').fill('Window library');
  await expect(officePeak(page)).toContainText('5,976');

  await page.getByRole('button', { name: 'Add window type' }).click();
  await expect(page.getByTestId('building-window-type')).toHaveCount(1);
  await expect(page.locator('#bl-windowTypes-0-name')).toHaveValue('W1');

  await choose(page, 'bl-rooms-0-windows-0-windowTypeId', 'W1');
  await expect(officePeak(page)).toContainText('4,653');
  await expect(page.getByTestId('window-type-uses')).toHaveText('Used by 1 window.');

  await page.locator('#bl-windowTypes-0-shgc').fill('0.25');
  await expect(officePeak(page)).toContainText('4,266');

  await saveToNewProject(page, 'Window job', 'Window library', 'building-load');
  await openSavedFile(page, 'Window job', calculators.buildingLoad, 'Window library');
  await expect(officePeak(page)).toContainText('4,266');
  await expect(page.locator('#bl-rooms-0-windows-0-windowTypeId')).toHaveValue('W1');
  await expect(page.locator('#bl-windowTypes-0-shgc')).toHaveValue('0.25');
  await expect(page.getByText('the numbers changed')).toHaveCount(0);

  const text = await downloadReportText(page, 'Window library report.pdf');
  expect(text).toContain('Window types');
  expect(text).toMatch(/Window 1, type W1/);

  await page.getByRole('button', { name: 'Remove window type W1' }).click();
  const confirm = page.getByTestId('window-type-remove-confirm');
  await expect(confirm).toContainText('W1 is used by 1 window');
  await confirm.getByRole('button', { name: 'Copy onto 1 window and remove' }).click();
  await expect(page.getByTestId('window-types-empty')).toBeVisible();
  await expect(officePeak(page)).toContainText('4,266');
  await expect(page.locator('#bl-rooms-0-windows-0-shgc')).toHaveValue('0.25');
});
