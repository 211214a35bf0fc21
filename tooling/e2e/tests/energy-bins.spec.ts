import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, saveToNewProject } from '../support/workspace';
import { enterBinLoadLine } from '../support/energy';

const CHICAGO_EPW = fileURLToPath(
  new URL(
    '../../../packages/hvac-core/test-fixtures/weather/USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw',
    import.meta.url,
  ),
);

/** The file input of an .epw import: beside the button of test id `testId`. */
function epwFileInput(page: Page, testId: string) {
  return page.getByTestId(testId).locator('xpath=..').locator('input[type=file]');
}

/*
 * The temperature-bin method (ASHRAE Fundamentals 2021 ch. 19) on the Chicago O'Hare TMY3 year:
 * 8760 hours in 22 bins of 5 °F (coldest −7.5 °F, 25 h). The load line runs from 50,000 Btu/h at
 * 0 °F to 0 at the 60 °F balance point, so the −7.5 °F bin's load is 50,000 × 67.5/60 = 56,250
 * Btu/h. Σ hours × load = 104.79 MMBtu to the building; furnace AFUE 95 % at $1.60/therm and the
 * HSPF2 7.5 heat pump at $0.10/kWh: $1,765 and $1,397 a year (engine values, checked by hand for
 * the coldest bin). Monthly degree-days at base 65 °F from the same hours: January 1,282.3 °F·day.
 */
test.describe('energy: temperature bins from an .epw', () => {
  test('imports the bins, computes, saves, reopens and prints the bin table', async ({ page }) => {
    test.setTimeout(330_000);
    await openCalculator(page, calculators.energy);

    await enterBinLoadLine(page, 'Chicago bins');
    // A file that is not a weather file is refused, naming the line and the header it lacks.
    await epwFileInput(page, 'energy-bins-import-epw').setInputFiles({
      name: 'notes.epw',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello\n'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'notes.epw, line 1, LOCATION' }),
    ).toBeVisible();

    await epwFileInput(page, 'energy-bins-import-epw').setInputFiles(CHICAGO_EPW);
    await expect(page.getByTestId('energy-bins-imported')).toContainText('22 bins, 8760 hours');
    await expect(page.locator('#energy-heating-bins-0-temperature')).toHaveValue('-7.5');
    await expect(page.locator('#energy-heating-bins-0-hours')).toHaveValue('25');
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('104.8 MMBtu');
    await expect(page.getByTestId('energy-annual-cost-0')).toHaveText('$1,765');
    await expect(page.getByTestId('energy-annual-cost-1')).toHaveText('$1,397');
    const table = page.getByTestId('energy-bins-table');
    await expect(table.getByRole('row')).toHaveCount(23);
    await expect(table.getByRole('row').nth(1)).toContainText('56,250');

    // Monthly degree-days filled from the same file.
    await page.getByRole('switch', { name: /Give monthly degree-days/ }).check();
    await epwFileInput(page, 'energy-monthly-import-epw').setInputFiles(CHICAGO_EPW);
    await expect(page.getByTestId('energy-monthly-imported')).toContainText('base 65 °F');
    await expect(page.locator('#energy-heating-monthlyHeatingDegreeDays-0')).toHaveValue('1,282.3');
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('104.8 MMBtu');

    await saveToNewProject(page, 'Chicago retrofit', 'Chicago bins', 'energy-analysis');
    // The saved file's status, not the notification: a notification may close before a slow save
    // has opened the file's page.
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('104.8 MMBtu');
    await expect(page.locator('#energy-heating-balancePointTemperature')).toHaveValue('60');
    await expect(page.getByTestId('energy-bins-table').getByRole('row')).toHaveCount(23);
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'Chicago bins report.pdf');
    expect(text).toContain('Chicago retrofit');
    expect(text).toMatch(/Heating method\s+Temperature bins/);
    expect(text).toMatch(/Balance-point temperature\s+60\s+°F/);
    expect(text).toContain('Heat by temperature bin');
    expect(text).toMatch(/[-−]7\.5\s+25\s+56,250/);
    expect(text).toMatch(/Total\s+8,760/);
    expect(text).toMatch(/Annual heat to the building\s+104\.8\s+MMBtu/);
    // The monthly degree-days from the same file's daily means are printed too.
    expect(text).toMatch(/Heating degree-days, Jan\s+1,282\.3/);
  });
});
