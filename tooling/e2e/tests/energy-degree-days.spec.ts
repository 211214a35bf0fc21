import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, saveToNewProject } from '../support/workspace';
import { enterHeatingOnlyHouse, fillEnergyField } from '../support/energy';
import { expectFieldValues } from '../support/form';

/*
 * Monthly degree-days from daily highs and lows at base 65 °F. A 40/20 °F January day is
 * 65 − 30 = 35 °F·day; a 70/60 °F January day straddles the base: 0 by the mean method, (65 − 60)/4
 * = 1.25 by the UK Met Office equations (CIBSE TM41 ch. 2), so January holds 36.25 → 36.3 °F·day.
 * With C_D = 1: E = 24 × 50,000 × 36.3 / 70 = 0.62 MMBtu (ASHRAE Fundamentals ch. 19).
 */
test.describe('energy: degree-days from daily highs and lows', () => {
  test('pastes the days, fills the months, saves, reopens and prints them', async ({ page }) => {
    await openCalculator(page, calculators.energy);

    await enterHeatingOnlyHouse(page, 'Daily degree-days', { degreeDayCorrection: '1' });
    await page.getByRole('switch', { name: /Give monthly degree-days/ }).check();

    await page.getByRole('button', { name: 'Paste daily highs and lows' }).click();
    // A day whose low is above its high is refused, naming its line.
    await fillEnergyField(page, 'monthly.pasteDays', 'Date\tHigh\tLow\n2025-01-05\t20\t40');
    await page.getByRole('button', { name: 'Fill the months' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Pasted line 2' }).filter({
        hasText: 'the low is above the high',
      }),
    ).toBeVisible();

    await fillEnergyField(
      page,
      'monthly.pasteDays',
      'Date\tHigh\tLow\n2025-01-05\t40\t20\n2025-01-06\t70\t60',
    );
    await page.locator('#energy-monthly-pasteDaysMethod').selectOption('ukMetOffice');
    await page.getByRole('button', { name: 'Fill the months' }).click();
    await expect(page.getByTestId('energy-monthly-imported')).toContainText(
      'from 2 days of highs and lows (UK Met Office method)',
    );
    await expectFieldValues(page, 'energy-heating', {
      'monthlyHeatingDegreeDays-0': '36.3',
      'monthlyHeatingDegreeDays-1': '0',
    });
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('0.62 MMBtu');

    await saveToNewProject(page, 'Degree-day study', 'Daily degree-days', 'energy-analysis');
    await page.reload();
    await expectFieldValues(page, 'energy-heating', { 'monthlyHeatingDegreeDays-0': '36.3' });
    await expect(page.getByTestId('energy-annual-heat')).toHaveText('0.62 MMBtu');
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'Daily degree-days report.pdf');
    expect(text).toContain('Degree-day study');
    expect(text).toMatch(/Heating degree-days, Jan\s+36\.3/);
    expect(text).toMatch(/Heating degree-days × C_D 1\s+36/);
  });
});
