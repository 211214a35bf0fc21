import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import {
  createProjectFromTemplate,
  downloadReportText,
  saveIntoProject,
} from '../support/workspace';

/*
 * Duct sheet metal priced by weight. The Small Office template's main supply duct, 26 × 14 in ×
 * 80 ft, has 2(0.6604 + 0.3556 m) × 24.384 m = 49.548 m² of sheet; SMACNA gives 24 ga for a
 * 26 in longest side up to 2 in. wg, at 1.156 lb/ft² = 5.644 kg/m² (HVAC Duct Construction
 * Standards, appendix A): 279.65 kg. At $9.40/kg that is $2,628.71; with a 12.5 % waste allowance
 * on the section, 314.606 kg × $9.40 = $2,957.30.
 */
test.describe('bill of quantities: duct sheet metal by weight', () => {
  test('accepts the weight suggestion, adds a waste allowance, saves, reopens and prints it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const projectId = await createProjectFromTemplate(page, 'Small Office Fit-out');

    await openCalculator(page, calculators.boq, projectId);
    await page.locator('#boq-section-1-name').fill('Ductwork');
    await page.locator('#boq-suggestions-units').selectOption('Metric');

    const sheet = page
      .getByTestId('boq-suggestion')
      .filter({ hasText: 'Galvanized steel sheet 24 ga' });
    await expect(sheet).toContainText('From duct sizer “Main supply duct”');
    await expect(sheet.getByTestId('boq-suggestion-quantity')).toHaveText('279.65 kg');
    // Above 2 in. wg the gauge depends on reinforcement: no weight is suggested.
    await page.locator('#boq-suggestions-pressure-class').selectOption('3');
    await expect(sheet).toHaveCount(0);
    await page.locator('#boq-suggestions-pressure-class').selectOption('1');
    await expect(sheet.getByTestId('boq-suggestion-quantity')).toHaveText('279.65 kg');
    await sheet.getByRole('button', { name: /^Accept:/ }).click();
    await expect(page.locator('#boq-item-1-quantity')).toHaveValue('279.65');
    await expect(page.locator('#boq-item-1-unit')).toHaveValue('kg');
    await page.locator('#boq-item-1-rate').fill('9.40');
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$2,628.71');

    await page.locator('#boq-section-1-wastePercent').fill('12.5');
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$2,957.30');
    await expect(page.getByTestId('boq-item-1-priced')).toHaveText(
      'Priced on 314.606 kg with 12.5 % waste',
    );
    await expect(page.getByTestId('boq-section-1-subtotal')).toHaveText('$2,957.30');
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$2,957.30');

    await saveIntoProject(page, projectId, 'Ductwork by weight');
    await expect(page).toHaveURL(/\/projects\/[^/]+\/boq\/[^/?]+$/);

    await page.reload();
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$2,957.30');
    await expect(page.locator('#boq-section-1-wastePercent')).toHaveValue('12.5');
    await expect(page.getByTestId('boq-item-1-priced')).toHaveText(
      'Priced on 314.606 kg with 12.5 % waste',
    );
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'Ductwork by weight report.pdf');
    expect(text).toContain('Small Office Fit-out');
    expect(text).toMatch(/Waste allowance, Ductwork\s+12\.5\s+%/);
    expect(text).toContain('Ductwork (waste allowance 12.5%)');
    expect(text).toContain('Qty + 12.5%');
    expect(text).toMatch(/279\.65\s+314\.606\s+kg\s+\$9\.40\s+\$2,957\.30/);
    expect(text).toMatch(/Grand total\s+\$2,957\.30/);
  });
});
