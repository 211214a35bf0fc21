import { expect, test, type Page } from '@playwright/test';
import { waitForInteractive } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Replaces a heat-load field's text the way a user does: select all, type. */
async function fill(page: Page, field: string, value: string): Promise<void> {
  const input = page.locator(`#heat-load-${field}`);
  await input.fill(value);
}

/** Zeroes the gains that do not enter a heating load, so the hand check stays short. */
async function zeroInternalGainsAndInfiltration(page: Page): Promise<void> {
  for (const field of [
    'numPeople',
    'lightingLoad',
    'equipmentLoad',
    'infiltrationAch',
    'safetyFactorPercent',
  ]) {
    await fill(page, field, '0');
  }
}

test.describe('public heat-load calculator', () => {
  test('takes windows on several orientations, each adding its solar gain', async ({ page }) => {
    await page.goto('/heat-load');
    await waitForInteractive(page);
    const total = page.getByTestId('total-load');
    await expect(total).toContainText('Btu/h');
    const southOnly = await total.textContent();
    await page.getByRole('button', { name: 'Add a window on another orientation' }).click();
    await page.getByLabel('Window 2 area').fill('40');
    // 40 ft² facing west at the first window's SHGC: the total rises.
    await expect(total).not.toHaveText(southOnly ?? '');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove window 2' }).click();
    await expect(total).toHaveText(southOnly ?? '');
  });

  test('sizes a room’s heating load in Imperial, then the same room in Metric', async ({
    page,
  }) => {
    await page.goto('/heat-load');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeVisible();
    // The default office room already has a result on arrival.
    await expect(page.getByTestId('total-load')).toContainText('Btu/h');
    // Beside it, what the room method leaves out and where the full method lives (issue 22).
    const limits = page.getByRole('region', { name: 'What this room method leaves out' });
    await expect(limits).toContainText('no sol-air temperature');
    await expect(limits.getByRole('link', { name: 'Building load' })).toHaveAttribute(
      'href',
      '/calculators/building-load',
    );

    await page.getByText('Heating', { exact: true }).click();
    await fill(page, 'outdoorTemp', '10');
    await fill(page, 'indoorTemp', '70');
    await fill(page, 'wallArea', '400');
    await fill(page, 'wallUValue', '0.08');
    await fill(page, 'windowArea', '60');
    await fill(page, 'windowUValue', '0.5');
    await fill(page, 'roofArea', '500');
    await fill(page, 'roofUValue', '0.04');
    await fill(page, 'ventilationRate', '100');
    await zeroInternalGainsAndInfiltration(page);

    // Hand check, ASHRAE Handbook—Fundamentals (2021) ch. 18: q = U·A·ΔT with ΔT = 60 °F:
    // walls 0.08·400·60 = 1,920; windows 0.5·60·60 = 1,800; roof 0.04·500·60 = 1,200;
    // ventilation 1.08·100 cfm·60 = 6,480 (eq. 9). Total 11,400 Btu/h = 3,341 W.
    await expect(page.getByTestId('total-load')).toHaveText('11,400 Btu/h');
    await expect(page.getByTestId('result-row-wallLoad')).toContainText('1,920 Btu/h');
    await expect(page.getByTestId('result-row-ventilationLoad')).toContainText('6,480 Btu/h');
    await expect(page.getByTestId('total-watts')).toContainText('3,341 W');

    // Switching units converts the entered room; the physical load is the same.
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.locator('#heat-load-outdoorTemp')).toHaveValue(/^-12\.2/);
    await expect(page.getByTestId('total-load')).toHaveText(/^3,34[01] W$/);

    // A room typed in SI: ΔT = 30 K; walls 0.5·40·30 = 600; windows 3·5·30 = 450;
    // roof 0.2·50·30 = 300; ventilation 1.2072 W/(L/s·K) (the 1.08 factor in SI)·50·30 = 1,811.
    await fill(page, 'outdoorTemp', '-10');
    await fill(page, 'indoorTemp', '20');
    await fill(page, 'wallArea', '40');
    await fill(page, 'wallUValue', '0.5');
    await fill(page, 'windowArea', '5');
    await fill(page, 'windowUValue', '3');
    await fill(page, 'roofArea', '50');
    await fill(page, 'roofUValue', '0.2');
    await fill(page, 'ventilationRate', '50');
    await expect(page.getByTestId('total-load')).toHaveText('3,161 W');
    await expect(page.getByTestId('result-row-wallLoad')).toContainText('600 W');

    await expectNoSeriousA11yViolations(page);
  });

  test('names the field and its valid range for an impossible value, and keeps the last result', async ({
    page,
  }) => {
    await page.goto('/heat-load');
    const total = page.getByTestId('total-load');
    await expect(total).toContainText('Btu/h');
    const before = await total.textContent();

    await fill(page, 'wallArea', '-5');
    await expect(
      page.getByText('Wall area must be between 0 and 100,000 ft².').first(),
    ).toBeVisible();
    await expect(page.locator('#heat-load-wallArea')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Showing the last valid result')).toBeVisible();
    await expect(total).toHaveText(before ?? '');
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);
    await expectNoSeriousA11yViolations(page);

    // Following the message in the summary moves focus to the field.
    await page.getByRole('button', { name: /Wall area must be between/ }).click();
    await expect(page.locator('#heat-load-wallArea')).toBeFocused();

    await fill(page, 'wallArea', '400');
    await expect(page.getByText('Showing the last valid result')).toBeHidden();
  });
});
