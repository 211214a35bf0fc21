import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, saveToNewProject } from '../support/workspace';
import { enterBinLoadLine, fillEnergyField } from '../support/energy';
import { expectFieldValues, switchUnits } from '../support/form';

/*
 * A heat pump's catalogue performance under the temperature-bin method (ASHRAE Fundamentals 2021
 * ch. 19): 36,000 Btu/h at COP 3.6 at 47 °F and 22,000 Btu/h at COP 2.3 at 17 °F (the AHRI 210/240
 * rating temperatures), C_D 0, on the load line 50,000 Btu/h at 0 °F to 0 at 60 °F. By hand,
 * linear through the points: at 5 °F (1000 h) the unit gives 16,400 Btu/h at COP 1.78 and backup
 * resistance the other 29,433 Btu/h: 11.326 kW; at 40 °F (2000 h) 16,667 Btu/h at COP 3.2967:
 * 1.4817 kW. 14,290 kWh × $0.10 = $1,429 a year; the 95 % furnace: 79.17 MMBtu / 0.95 = 833.3
 * therm × $1.60 = $1,333.
 */
/** The id prefix of the heat pump's (option 2's) performance points' fields. */
const POINTS = 'energy-options-1-binPerformance-points';

test.describe('energy: heat-pump performance points', () => {
  test('enters the points, costs the bins, saves, reopens, converts to Metric and prints', async ({
    page,
  }) => {
    test.setTimeout(270_000);
    await openCalculator(page, calculators.energy);

    await enterBinLoadLine(page, 'Heat pump bins');
    await page.getByRole('button', { name: 'Paste bins' }).click();
    await fillEnergyField(page, 'heating.bins.paste', '5\t1000\n40\t2000');
    await page.getByRole('button', { name: 'Replace bins' }).click();
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('79.17 MMBtu');

    const points = page.getByTestId('energy-option-1-performance');
    await points.getByRole('switch', { name: /Catalogue performance points/ }).check();
    await expectFieldValues(page, POINTS, { '0-temperature': '47', '1-temperature': '17' });
    // Until the catalogue values are in, the alert names the point and the field.
    await expect(
      page.getByRole('button', { name: 'Performance point 1 capacity is required.' }),
    ).toBeVisible();
    await fillEnergyField(page, 'options.1.binPerformance.points.0.capacity', '36000');
    await fillEnergyField(page, 'options.1.binPerformance.points.0.cop', '3.6');
    await fillEnergyField(page, 'options.1.binPerformance.points.1.capacity', '22000');
    await fillEnergyField(page, 'options.1.binPerformance.points.1.cop', '0.5');
    await expect(
      page.getByRole('button', { name: 'Performance point 2 COP must be between 1 and 8.' }),
    ).toBeVisible();
    await fillEnergyField(page, 'options.1.binPerformance.points.1.cop', '2.3');
    await expect(page.getByTestId('energy-annual-cost-1')).toHaveText('$1,429');
    await expect(page.getByTestId('energy-annual-cost-0')).toHaveText('$1,333');

    await saveToNewProject(page, 'Heat pump retrofit', 'Heat pump bins', 'energy-analysis');
    // The saved file's status, not the notification: a notification may close before a slow save
    // has opened the file's page.
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('energy-annual-cost-1')).toHaveText('$1,429');
    await expectFieldValues(page, POINTS, { '0-capacity': '36,000', '1-cop': '2.3' });
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'Heat pump bins report.pdf');
    expect(text).toContain('Heat pump retrofit');
    expect(text).toMatch(/Performance point 1\s+47 °F: 36,000 Btu\/h, COP 3\.6/);
    expect(text).toMatch(/Performance point 2\s+17 °F: 22,000 Btu\/h, COP 2\.3/);
    expect(text).toMatch(/costed\s+bin\s+by\s+bin/);

    // Metric converts the points (47 °F = 8.33 °C, 36,000 Btu/h = 10,551 W) and keeps the cost.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, POINTS, { '0-temperature': '8.33', '0-capacity': '10,551' });
    await expect(page.getByTestId('energy-annual-cost-1')).toHaveText('$1,429');
  });
});
