import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { enterHeatingOnlyHouse } from '../support/energy';
import { expectFieldValues, expectTexts, switchUnits } from '../support/form';
import { downloadReportText, saveAndReopen } from '../support/workspace';

/*
 * Hand-checked case: the ASHRAE degree-day method (Handbook—Fundamentals 2021, ch. 19; C_D from the
 * 1989 Fundamentals, ch. 28, fig. 1), E = 24 · q · HDD · C_D / (Δt · η).
 *   House: q = 50,000 Btu/h at 70 °F in / 0 °F out (Δt = 70 °F), HDD = 6,000 °F·day, C_D = 0.8.
 *   Heat to the building: 24 × 50,000 × 6,000 × 0.8 / 70 = 82,285,714 Btu = 82.29 MMBtu.
 *   Gas furnace, AFUE 95 %: 82.29 / 0.95 = 86.62 MMBtu = 866.2 therm × $1.60 = $1,385.86 → $1,386.
 *   Heat pump, HSPF2 7.5 Btu/Wh: 82,285,714 / 7.5 = 10,971,429 Wh = 10,971 kWh × $0.10 = $1,097.14.
 *   Simple payback: ($12,000 − $9,000) / ($1,385.86 − $1,097.14) = 3,000 / 288.72 = 10.4 years.
 *   CO₂: gas 86.62 MMBtu × 53.06 kg/MMBtu (EPA) = 4,596 kg = 10,132 lb;
 *        electricity 10,971 kWh × 0.8231 lb/kWh (eGRID2022 823.1 lb/MWh) = 9,031 lb = 4,096 kg.
 *   Metric: 50,000 Btu/h = 14,654 W; 82.29 MMBtu = 24,116 kWh; the costs do not change.
 */
async function enterHouse(page: Page): Promise<void> {
  await enterHeatingOnlyHouse(page, 'Cedar Lane house', {
    heatingDegreeDays: '6000',
    degreeDayCorrection: '0.8',
  });
  await expect(page.locator('#energy-cooling-capacity')).toHaveCount(0);
}

async function expectHouseResults(page: Page): Promise<void> {
  await expectTexts(page, {
    'energy-annual-heat': '82.29 MMBtu',
    'energy-heating-fuel-0': '866 therm',
    'energy-heating-electricity-1': '10,971 kWh',
    'energy-annual-cost-0': '$1,386',
    'energy-annual-cost-1': '$1,097',
    'energy-payback-1': '10.4 years',
    'energy-co2-0': '10,132 lb',
    'energy-co2-1': '9,031 lb',
  });
}

test.describe('energy cost analysis', () => {
  test('compares a gas furnace and a heat pump, switches units, saves, reopens and reports', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await openCalculator(page, calculators.energy);

    await enterHouse(page);
    await expectHouseResults(page);
    await expect(page.getByTestId('energy-ratings-0')).toContainText('AFUE 95%');
    await expect(page.getByTestId('energy-ratings-1')).toContainText(
      'HSPF2 7.5 Btu/Wh (seasonal, AHRI 210/240-2023) → seasonal COP 2.2',
    );
    await expectNoSeriousA11yViolations(page);

    // Units: the entered values are converted, the costs stay.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'energy-heating', {
      designHeatLoss: '14,654',
      indoorDesignTemperature: '21.11',
    });
    await expectTexts(page, {
      'energy-annual-heat': '24,116 kWh',
      'energy-annual-cost-0': '$1,386',
      'energy-co2-0': '4,596 kg',
      'energy-co2-1': '4,096 kg',
    });
    await switchUnits(page, 'Imperial');
    await expectFieldValues(page, 'energy-heating', { designHeatLoss: '50,000' });
    await expectHouseResults(page);

    await saveAndReopen(page, calculators.energy, 'Cedar Lane retrofit', 'Furnace vs heat pump', {
      afterReload: async () => {
        await expectHouseResults(page);
        await expectFieldValues(page, 'energy-heating', { degreeDayCorrection: '0.8' });
      },
      afterReopen: () => expectHouseResults(page),
    });

    const text = await downloadReportText(page, 'Furnace vs heat pump report.pdf');
    expect(text).toContain('Cedar Lane retrofit');
    expect(text).toContain('Energy cost analysis');
    expect(text).toMatch(/Design heat loss\s+50,000\s+Btu\/h/);
    expect(text).toMatch(/Heating degree-days\s+6,000\s+°F·day/);
    expect(text).toMatch(/Degree-day correction factor\s+0\.8/);
    expect(text).toMatch(/Annual heat to the building\s+82\.29\s+MMBtu/);
    expect(text).toMatch(/Annual cost\s+\$1,386\s+per year/);
    expect(text).toMatch(/Annual cost\s+\$1,097\s+per year/);
    expect(text).toMatch(/Simple payback vs option 1\s+10\.4 years/);
    expect(text).toContain('Method and references');
  });

  test('monthly degree-days give a month-by-month table and a readable chart in dark mode', async ({
    page,
  }) => {
    await page.goto('/calculators/energy-analysis');
    await expect(page.getByTestId('energy-annual-cost-0')).toBeVisible();
    await page.getByRole('switch', { name: /Give monthly degree-days/ }).check();
    const table = page.getByTestId('energy-monthly-table');
    await expect(table.getByRole('row')).toHaveCount(14);
    // The default profile holds 5000 °F·day, the same as the default annual value: same year.
    const yearCost = await page.getByTestId('energy-annual-cost-0').textContent();
    await expect(table.getByRole('row').last()).toContainText(yearCost ?? '—');
    const chart = page.getByRole('img', { name: /Monthly cost by option/ });
    await expect(chart).toBeVisible();
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
