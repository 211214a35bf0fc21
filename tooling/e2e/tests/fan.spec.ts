import { expect, test, type Page } from '@playwright/test';
import { signedInAccount } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { downloadReportText, saveToNewProject } from '../support/workspace';

/** Replaces a fan field's text the way a user does. */
async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#fan-${field}`).fill(value);
}

test.describe('fan calculator', () => {
  test('sizes a fan motor, saves it, reopens it, switches to Metric and exports the PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedInAccount(page, request, 'fan-save');
    await page.goto('/calculators/fan-calc');
    await expect(page.getByRole('heading', { level: 1, name: 'Fan' })).toBeVisible();

    // 20,000 cfm at 4 in. wg, 72 % total efficiency, no outlet area (total = static pressure):
    // air power 20,000 × 4 / 6343 = 12.61 hp; brake power 12.61 / 0.72 = 17.52 hp; the next NEMA
    // rating is 20 hp, loaded 17.52 / 20 = 88 %.
    await fill(page, 'calculationName', 'AHU-1 supply fan');
    await fill(page, 'airflow', '20000');
    await fill(page, 'fanStaticPressure', '4');
    await fill(page, 'outletArea', '');
    await fill(page, 'fanEfficiencyPercent', '72');
    await expect(page.getByTestId('total-air-power')).toHaveText('12.61 hp');
    await expect(page.getByTestId('shaft-power')).toHaveText('17.52 hp');
    await expect(page.getByTestId('total-efficiency')).toHaveText('72 %');
    await expect(page.getByTestId('motor-size')).toHaveText('20 hp');
    await expect(page.getByTestId('motor-load')).toHaveText('88 %');
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(page, 'Fan job', 'AHU-1 supply fan', 'fan-calc');

    await page.goto('/projects');
    await page.getByRole('link', { name: 'Fan job' }).first().click();
    await page
      .getByRole('region', { name: /^Fan/ })
      .getByRole('link', { name: 'AHU-1 supply fan' })
      .click();
    await expect(page.getByTestId('shaft-power')).toHaveText('17.52 hp');
    await expect(page.getByTestId('motor-size')).toHaveText('20 hp');
    await expect(page.locator('#fan-airflow')).toHaveValue('20,000');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // Metric converts what is entered: 20,000 cfm = 9,438.9 L/s, 4 in. wg = 996.4 Pa; the same
    // 17.52 hp is 13.06 kW, and the next IEC 60072-1 rating is 15 kW.
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.locator('#fan-airflow')).toHaveValue('9,438.95');
    await expect(page.getByTestId('shaft-power')).toHaveText('13.06 kW');
    await expect(page.getByTestId('total-air-power')).toHaveText('9.4 kW');
    await expect(page.getByTestId('motor-size')).toHaveText('15 kW');

    const text = await downloadReportText(page, 'AHU-1 supply fan report.pdf');
    expect(text).toContain('Fan job');
    expect(text).toMatch(/Calculation\s+Fan\b/);
    expect(text).toMatch(/Airflow\s+9,439\s+L\/s/);
    expect(text).toMatch(/Shaft \(brake\) power\s+13\.06\s+kW/);
    expect(text).toMatch(/Suggested motor\s+15 kW \(IEC 60072-1\)/);
    expect(text).toMatch(/Motor load\s+87\s+%/);
    expect(text).toContain('Method and references');
  });
  /*
   * Efficiency from a measured shaft power, and the fan laws for a speed change (ASHRAE Handbook—
   * HVAC Systems and Equipment, ch. 21 "Fans", fan laws; AMCA 201). 10,000 cfm at 2 in. wg, no
   * outlet area: air power 10,000 × 2 / 6343.3 = 3.15 hp; with 5 hp at the shaft ηs = 3.153 / 5 =
   * 63.1 %. From 1000 to 1200 rpm (N₂/N₁ = 1.2): Q = 12,000 cfm, p = 2 × 1.2² = 2.88 in. wg,
   * P = 5 × 1.2³ = 8.64 hp, 173 % of the 5 hp motor chosen for the present duty.
   */
  test('computes the efficiency from the shaft power and the fan laws of a speed change, saves, reopens and prints them', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedInAccount(page, request, 'fan-laws');
    await page.goto('/calculators/fan-calc');
    await expect(page.getByRole('heading', { level: 1, name: 'Fan' })).toBeVisible();

    await fill(page, 'calculationName', 'RTU-2 speed-up');
    await fill(page, 'airflow', '10000');
    await fill(page, 'fanStaticPressure', '2');
    await fill(page, 'outletArea', '');
    await fill(page, 'shaftPower', '5');
    await fill(page, 'currentSpeed', '1000');
    await fill(page, 'newSpeed', '1200');
    await expect(page.getByTestId('total-air-power')).toHaveText('3.15 hp');
    await expect(page.getByTestId('static-efficiency')).toHaveText('63.1 %');
    await expect(page.getByTestId('motor-size')).toHaveText('5 hp');
    await expect(page.getByTestId('fan-law-airflow')).toHaveText('12,000 cfm');
    await expect(page.getByTestId('fan-law-static-pressure')).toHaveText('2.88 in. wg');
    await expect(page.getByTestId('fan-law-shaft-power')).toHaveText('8.64 hp');
    await expect(page.getByTestId('fan-law-motor-load')).toHaveText('173 %');

    await saveToNewProject(page, 'Fan laws job', 'RTU-2 speed-up', 'fan-calc');
    await page.reload();
    await expect(page.getByTestId('static-efficiency')).toHaveText('63.1 %');
    await expect(page.getByTestId('fan-law-shaft-power')).toHaveText('8.64 hp');
    await expect(page.locator('#fan-newSpeed')).toHaveValue('1,200');
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'RTU-2 speed-up report.pdf');
    expect(text).toContain('Fan laws job');
    expect(text).toContain('Fan laws: the new duty');
    expect(text).toMatch(/Speed ratio N₂\/N₁\s+1\.2/);
    expect(text).toMatch(/Airflow\s+12,000\s+cfm/);
    expect(text).toMatch(/Shaft \(brake\) power\s+8\.64\s+hp/);
    expect(text).toMatch(/Load on the present motor\s+173\s+%/);
  });
});
