import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { fillFields } from '../support/form';
import { downloadReportText, saveToNewProject } from '../support/workspace';

/*
 * ACCA Manual D friction-rate worksheet: blower ESP 0.5 in. wg less a 0.2 in. wg coil leaves an
 * available static pressure of 0.3 in. wg; the longest supply run (150 ft straight + 100 ft of
 * fittings) and return run (50 + 50 ft) give a total effective length of 350 ft, so the design
 * friction rate is 0.3 × 100 / 350 = 0.086 in. wg/100 ft, inside Manual D's 0.06–0.18 design area.
 */
test.describe('duct sizer: Manual D design friction rate', () => {
  test('enters the worksheet, sizes at its rate, saves, reopens and prints it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openCalculator(page, calculators.duct);

    await fillFields(page, 'duct', { calculationName: 'Ranch supply trunk', airflow: '1000' });
    await page.getByRole('switch', { name: /ACCA Manual D/ }).check();
    await fillFields(page, 'duct', {
      targetFriction: '',
      'frictionRateDesign-externalStaticPressure': '0.5',
    });
    await page.getByRole('button', { name: 'Add component' }).click();
    await fillFields(page, 'duct-frictionRateDesign', {
      'componentLosses-0-name': 'Coil',
      'componentLosses-0-pressureDrop': '0.2',
      supplyLength: '150',
      supplyFittingsLength: '100',
      returnLength: '50',
      returnFittingsLength: '50',
    });

    const worksheet = page.getByTestId('duct-manual-d');
    await expect(worksheet.getByRole('row', { name: /Available static pressure/ })).toContainText(
      '0.3 in. wg',
    );
    await expect(worksheet.getByRole('row', { name: /Total effective length/ })).toContainText(
      '350 ft',
    );
    await expect(worksheet.getByRole('row', { name: /Design friction rate/ })).toContainText(
      '0.086 in. wg/100 ft',
    );
    await expect(worksheet.getByRole('row', { name: /Used for sizing/ })).toContainText('Yes');

    await saveToNewProject(page, 'Ranch house', 'Ranch supply trunk', 'duct-sizer');
    await page.reload();
    await expect(
      page.getByTestId('duct-manual-d').getByRole('row', { name: /Design friction rate/ }),
    ).toContainText('0.086 in. wg/100 ft');
    await expect(page.locator('#duct-frictionRateDesign-componentLosses-0-name')).toHaveValue(
      'Coil',
    );
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'Ranch supply trunk report.pdf');
    expect(text).toContain('Friction rate from available static pressure (ACCA Manual D)');
    expect(text).toMatch(/Coil\s+0\.2\s+in\. wg/);
    expect(text).toMatch(/Available static pressure\s+0\.3\s+in\. wg/);
    expect(text).toMatch(/Total effective length\s+350\s+ft/);
    expect(text).toMatch(/Design friction rate\s+0\.086\s+in\. wg\/100 ft/);
  });
});
