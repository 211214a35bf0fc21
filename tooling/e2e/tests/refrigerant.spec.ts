import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { downloadReportText, saveAndReopen } from '../support/workspace';

/** The Imperial figures of the 5-ton suction line below. */
async function expectFiveTonSuctionLine(page: Page): Promise<void> {
  await expectTexts(page, {
    'selected-size': '7/8 in OD',
    velocity: '1,902 fpm',
    'pressure-drop': '3.65 psi',
    'temperature-penalty': '1.62 °F',
    'mass-flow': '810.5 lb/h',
  });
}

test.describe('refrigerant pipe sizer', () => {
  test('sizes an R-410A suction line, switches units, saves, reopens and prints it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openCalculator(page, calculators.refrigerant);

    // A 5-ton (60,000 Btu/h) R-410A split system: 40 °F saturated suction, 105 °F condensing,
    // 10 °F superheat and subcooling, 60 ft of horizontal drawn ACR tube with the four standard
    // elbows of a new calculation, 2 °F allowed penalty.
    // Published comparison: Trane's installer's guide for its 5-ton R-410A units (4TTA4060A,
    // 18-AC108D1-1D-EN, section 5.1, table 5.1 "Rated line sizes") gives a 7/8 in vapour line for
    // runs up to 150 ft; Rheem’s R-410A installation instructions (table 2) list 7/8 in as the
    // standard 5-ton suction line.
    // The engine picks 7/8 in: the 3/4 in tube would lose 3.6 °F, more than the 2 °F allowed.
    await fillFields(page, 'refrigerant', { calculationName: 'CU-1 suction' });
    await page.locator('#refrigerant-refrigerant').selectOption('R410A');
    await fillFields(page, 'refrigerant', {
      capacity: '60000',
      evaporatingTemperature: '40',
      condensingTemperature: '105',
      superheat: '10',
      subcooling: '10',
      straightLength: '60',
    });
    // Hand check. Mass flow ṁ = Q/(h₁ − h₄): 60,000 Btu/h = 17.584 kW over a refrigerating effect of
    // 172.2 kJ/kg (CoolProp R-410A: vapour at 40 °F + 10 °F superheat, liquid at 94.8 °F) = 0.1021
    // kg/s = 810.5 lb/h. Velocity: 7/8 in OD × 0.045 in wall → 0.785 in bore, A = 0.003361 ft²; gas
    // at 40 °F dew + 10 °F superheat, ρ = 33.85 kg/m³ = 2.113 lb/ft³ (CoolProp superheated-vapour
    // table; the ideal-gas ratio gave 34.55); V = 810.5/60/(2.113 × 0.003361) = 1,902 fpm.
    await expectFiveTonSuctionLine(page);
    await expect(page.getByTestId('candidate-3/4')).toContainText('✗');
    await expect(page.getByTestId('candidate-7/8')).toContainText('selected');
    await expect(page.getByTestId('no-warnings')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Metric converts what is entered: 60 ft = 18.288 m; 3.65 psi = 25.14 kPa; 1.62 °F = 0.9 K.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'refrigerant', { straightLength: '18.288' });
    await expectTexts(page, {
      'selected-size': '7/8 in OD (22.23 mm)',
      'pressure-drop': '25.14 kPa',
      'temperature-penalty': '0.9 K',
      'mass-flow': '367.6 kg/h',
    });
    await switchUnits(page, 'Imperial');
    await expectFieldValues(page, 'refrigerant', { straightLength: '60' });
    await expectFiveTonSuctionLine(page);

    await saveAndReopen(page, calculators.refrigerant, 'Refrigeration job', 'CU-1 suction line', {
      afterReload: async () => {
        await expectFiveTonSuctionLine(page);
        await expectFieldValues(page, 'refrigerant', { capacity: '60,000' });
      },
      afterReopen: () => expectFiveTonSuctionLine(page),
    });

    const text = await downloadReportText(page, 'CU-1 suction line report.pdf');
    expect(text).toContain('Refrigeration job');
    expect(text).toContain('CU-1 suction line');
    expect(text).toMatch(/Cooling capacity\s+60,000\s+Btu\/h/);
    // GWP100 (IPCC AR4): 0.5 × 675 (R-32) + 0.5 × 3,500 (R-125) = 2,088.
    expect(text).toMatch(/R-410A, safety group A1, GWP100 2,088/);
    expect(text).toMatch(/Selected tube\s+7\/8 in OD/);
    expect(text).toMatch(/Pressure drop\s+3\.65\s+psi/);
    expect(text).toMatch(/Temperature penalty \(allowed 2 °F\)\s+1\.62\s+°F/);
    // 810.5 lb/h, as the card gives it.
    expect(text).toMatch(/Mass flow\s+810\.5\s+lb\/h/);
    expect(text).toContain('Method and references');
  });
  test('sizes an R-22 hot-gas discharge line with the real-gas density of the superheated vapour', async ({
    page,
  }) => {
    await page.goto('/calculators/refrigerant-pipe-sizer');
    await switchUnits(page, 'Metric');
    // Issue 16's check: R-22 at 52 °C condensing with 40 K discharge superheat. CoolProp 8.0.0 gives
    // 69.356 kg/m³ (shared/data/README.md: 69.36); the table the page loads for R-22 on demand
    // stores it to 0.01 % (69.35); the old ideal-gas ratio ρ_g·T_sat/T gave about 80.
    await page.locator('#refrigerant-refrigerant').selectOption('R22');
    await page.getByText('Hot-gas discharge', { exact: true }).click();
    await fillFields(page, 'refrigerant', {
      evaporatingTemperature: '5',
      condensingTemperature: '52',
      dischargeSuperheat: '40',
    });
    await expect(page.getByTestId('cycle-row-dischargeGasTemperature')).toContainText('92 °C');
    await expect(page.getByTestId('cycle-row-density')).toContainText('69.35 kg/m³');
    await expect(page.getByTestId('property-table-loading')).toHaveCount(0);
    await expect(page.getByText('The calculation failed')).toHaveCount(0);
  });
});
