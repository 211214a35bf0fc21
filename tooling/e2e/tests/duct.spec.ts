import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, openTemplateFile, saveAndReopen } from '../support/workspace';

test.describe('duct sizer', () => {
  test('sizes a round duct both ways, switches to Metric, saves, reopens and exports the PDF', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openCalculator(page, calculators.duct);

    // Friction method, 1000 cfm at 0.10 in. wg/100 ft, round galvanized steel (ε = 0.09 mm), standard
    // air: Colebrook + Darcy–Weisbach give D = 13.65 in at 983 fpm (ASHRAE Fundamentals 2021,
    // ch. 21, fig. 10 reads about 13.6 in and 980 fpm). Rounded up to 14 in: A = π/4 × (14/12)² =
    // 1.069 ft², V = 1000 / 1.069 = 935 fpm, friction 0.088 in. wg/100 ft.
    await fillFields(page, 'duct', {
      calculationName: 'Level 1 branch',
      airflow: '1000',
      targetFriction: '0.1',
      ductLength: '100',
    });
    await expectTexts(page, {
      'duct-size': '14 in Ø',
      'exact-duct-size': '13.7 in Ø',
      'exact-duct-velocity': '983 fpm',
      'duct-velocity': '935 fpm',
      'duct-friction-rate': '0.088 in. wg/100 ft',
      'total-pressure-loss': '0.088 in. wg',
    });
    await expectNoSeriousA11yViolations(page);

    // Velocity method at 1000 fpm: A = 1 ft², D = √(4/π) ft = 13.5 in → 14 in at 935 fpm.
    await page
      .locator('label')
      .filter({ hasText: /^Velocity$/ })
      .click();
    await fillFields(page, 'duct', { targetVelocity: '1000' });
    await expectTexts(page, { 'exact-duct-size': '13.5 in Ø', 'duct-size': '14 in Ø' });
    await page
      .locator('label')
      .filter({ hasText: /^Friction \(equal friction\)$/ })
      .click();
    await expect(page.getByTestId('exact-duct-size')).toHaveText('13.7 in Ø');

    // Metric converts what is entered: 1000 cfm = 471.95 L/s, 100 ft = 30.48 m; the EN 1506 size
    // above 347 mm is 355 mm: V = 0.4719 / (π/4 × 0.355²) = 4.77 m/s.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'duct', { airflow: '471.95', ductLength: '30.48' });
    await expectTexts(page, {
      'exact-duct-size': '347 mm Ø',
      'duct-size': '355 mm Ø',
      'duct-velocity': '4.77 m/s',
    });

    await saveAndReopen(page, calculators.duct, 'Duct job', 'Level 1 branch duct', {
      afterReload: async () => {
        await expectTexts(page, { 'duct-size': '355 mm Ø', 'duct-velocity': '4.77 m/s' });
        await expectFieldValues(page, 'duct', { ductLength: '30.48' });
      },
      afterReopen: () => expectTexts(page, { 'duct-size': '355 mm Ø' }),
    });

    const text = await downloadReportText(page, 'Level 1 branch duct report.pdf');
    expect(text).toContain('Duct job');
    expect(text).toContain('Duct sizer');
    expect(text).toMatch(/Airflow\s+472\s+L\/s/);
    expect(text).toMatch(/Standard size\s+Size\s+355 mm Ø/);
    expect(text).toMatch(/Exact size\s+Size\s+347 mm Ø/);
    expect(text).toMatch(/Velocity\s+4\.77 m\/s/);
    expect(text).toContain('Colebrook');
    expect(text).toContain('Method and references');
  });

  test('the template ducts open and compute: kitchen exhaust 16 in, office main 26 × 14 in', async ({
    page,
  }) => {
    // Kitchen exhaust: 2000 cfm at 1500 fpm, A = 1.333 ft², D = √(4A/π) = 15.6 in → 16 in,
    // V = 2000 / (π/4 × (16/12)²) = 1432 fpm (above the 500 fpm of NFPA 96, so no warning).
    await openTemplateFile(
      page,
      'Restaurant Kitchen Ventilation',
      calculators.duct,
      'Kitchen exhaust duct',
    );
    await expect(page).toHaveURL(/\/duct-sizer\//);
    await expectTexts(page, {
      'duct-size': '16 in Ø',
      'exact-duct-size': '15.6 in Ø',
      'duct-velocity': '1,432 fpm',
    });
    await expect(page.getByRole('region', { name: 'Warnings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Office main: 2400 cfm at 0.08 in. wg/100 ft, aspect ratio 2: exact 26.1 × 13.0 in; height up
    // to 14 in, then the narrowest standard width meeting the target, 26 in (De 20.6 in, 949 fpm).
    await openTemplateFile(page, 'Small Office Fit-out', calculators.duct, 'Main supply duct');
    await expectTexts(page, {
      'duct-size': '26 × 14 in',
      'duct-velocity': '949 fpm',
      'duct-equivalent-diameter': '20.6 in',
    });
  });
});
