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
    await expect(page.getByRole('alert').filter({ hasText: 'is saved in Fan job' })).toBeVisible();

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
});
