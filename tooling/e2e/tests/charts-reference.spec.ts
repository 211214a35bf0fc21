import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInTest } from '../support/test';
import { signedInAccount } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { downloadReportText, saveToNewProject } from '../support/workspace';

/**
 * Issue 22: every chart opens full screen, reference tables read in round values of each unit
 * system, a psychrometric file at 10,000 ft is drawn and reported at its pressure, and the
 * ventilation occupancy list shows its Table 6-1 groups.
 */

/**
 * Opens a chart full screen with the keyboard, checks the dialog holds the chart, closes it with
 * Esc and checks the focus is back on the button.
 */
async function openAndCloseFullScreen(
  page: Page,
  buttonName: RegExp,
  chart: (dialog: Locator) => Locator,
): Promise<void> {
  const button = page.getByRole('button', { name: buttonName }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(chart(dialog)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close full screen' })).toBeVisible();
  // The full-screen chart is drawn wider than the page's chart box would allow on a phone.
  const box = await chart(dialog).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(480);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
}

test.describe('issue 22: charts, reference values, altitude', () => {
  signedInTest('every chart opens full screen and closes with Esc', async ({ page }) => {
    test.setTimeout(240_000);

    await page.goto('/calculators/psychrometric-chart');
    await expect(page.getByRole('img', { name: /^Psychrometric chart at/ })).toBeVisible();
    await openAndCloseFullScreen(page, /^Full screen: Psychrometric chart at 14\.696 psia/, (d) =>
      d.getByRole('img', { name: /^Psychrometric chart at 14\.696 psia/ }),
    );
    // Open again, in dark mode, for the accessibility check of the dialog itself.
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.getByRole('button', { name: /^Full screen: Psychrometric chart/ }).click();
    await expect(page.getByRole('dialog', { name: /^Psychrometric chart at/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Close full screen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();

    await page.goto('/calculators/pump-head-calc');
    await expect(page.locator('#calculator-inputs')).toBeVisible();
    await expect(page.getByTestId('system-curve-chart')).toBeVisible();
    await openAndCloseFullScreen(page, /^Full screen: System curve$/, (d) =>
      d.getByTestId('system-curve-chart'),
    );

    await page.goto('/calculators/energy-analysis');
    await expect(page.getByTestId('energy-annual-cost-0')).toBeVisible();
    await page.getByRole('switch', { name: /Give monthly degree-days/ }).check();
    await expect(page.getByTestId('energy-monthly-chart')).toBeVisible();
    await openAndCloseFullScreen(page, /^Full screen: Monthly cost by option/, (d) =>
      d.getByTestId('energy-monthly-chart'),
    );

    await page.goto('/calculators/building-load');
    await expect(page.getByTestId('building-peak-day-chart')).toBeVisible({ timeout: 30_000 });
    await openAndCloseFullScreen(
      page,
      /^Full screen: Peak day, 21 [A-Z][a-z]{2}, hour by hour/,
      (d) => d.getByTestId('building-peak-day-chart'),
    );
    await openAndCloseFullScreen(page, /^Full screen: Monthly peak cooling load/, (d) =>
      d.getByTestId('building-monthly-chart'),
    );

    await page.goto('/calculators/heat-load');
    await expect(page.getByTestId('total-load')).toBeVisible();
    await openAndCloseFullScreen(page, /^Full screen: Breakdown of the/, (d) =>
      d.getByRole('img', { name: /^Breakdown of the/ }),
    );
  });

  test('on a 390 px phone the full-screen psychrometric chart fills the screen', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAccount(page, request, 'charts-phone');
    await page.goto('/calculators/psychrometric-chart');
    await page.getByRole('button', { name: /^Full screen: Psychrometric chart/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Psychrometric chart at/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  signedInTest('reference tables read in round values of each unit system', async ({ page }) => {
    await page.goto('/reference/saturation-r410a');
    const table = page.getByRole('table').filter({ hasText: 'R-410A saturation table' });
    const firstColumn = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.slice(0, 4).map((row) => row.querySelector('th, td')?.textContent?.trim() ?? ''),
        );
    await page.getByText('Imperial', { exact: true }).click();
    // Every 10 °F, computed at each temperature (not the 5 °C rows converted: −58, −49, −40 °F).
    await expect.poll(firstColumn).toEqual(['-50', '-40', '-30', '-20']);
    await expect(page.getByText(/^21 rows · values in Imperial/)).toBeVisible();
    await page.getByText('Metric', { exact: true }).click();
    await expect.poll(firstColumn).toEqual(['-50', '-45', '-40', '-35']);

    await page.goto('/reference/standard-atmosphere');
    await page.getByText('Imperial', { exact: true }).click();
    const atmosphere = page.getByRole('table').filter({ hasText: 'Standard atmosphere' });
    await expect(atmosphere.locator('tbody tr').last().locator('th, td').first()).toHaveText(
      '10,000',
    );
  });

  signedInTest(
    'a psychrometric file at 10,000 ft is drawn, reopened and reported at 10.1 psia',
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/calculators/psychrometric-chart');
      await page.getByRole('button', { name: 'Load the worked example' }).click();
      await page.locator('#psychrometric-calculationName').fill('Mountain AHU');
      await page.locator('#psychrometric-altitude').fill('10000');
      await expect(
        page.getByRole('img', { name: /^Psychrometric chart at 10\.107 psia/ }),
      ).toBeVisible();
      const warnings = page.getByRole('region', { name: 'Warnings' });
      await expect(warnings).toContainText('at 10.1 psia, not the 14.7 psia of a sea-level chart');
      await expect(warnings).toContainText('31 % less dense');

      await saveToNewProject(page, 'Mountain lodge', 'Mountain AHU chart', 'psychrometric-chart');
      await page.reload();
      await expect(
        page.getByRole('img', { name: /^Psychrometric chart at 10\.107 psia/ }),
      ).toBeVisible();
      await expect(page.getByText('Pressure 10.107 psia')).toBeVisible();

      const text = await downloadReportText(page, 'Mountain AHU chart report.pdf');
      expect(text).toMatch(/Barometric pressure\s+10\.1\s+psia/);
      // The chart in the PDF is drawn at the file's pressure, and its label says so.
      expect(text).toContain('Pressure 10.107 psia');
      expect(text).not.toContain('Pressure 14.696');
      expect(text).toMatch(/at 10\.1 psia, not the 14\.7 psia of a sea-level chart/);
      expect(text).not.toMatch(/Warnings\s+None/);
    },
  );

  signedInTest(
    'the ventilation occupancy list shows its Table 6-1 group headings',
    async ({ page }) => {
      await page.goto('/calculators/ventilation-calc');
      await page.getByText('ASHRAE 62.1', { exact: true }).click();
      const select = page.locator('#ventilation-occupancyCategory');
      await expect(select).toBeVisible();
      const groups = await select
        .locator('optgroup')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('label')));
      expect(groups).toEqual(expect.arrayContaining(['Office Buildings', 'General']));
      expect(groups.length).toBeGreaterThan(5);
    },
  );
});
