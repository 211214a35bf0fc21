import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { downloadReportText, saveAndReopen } from '../support/workspace';

/** The figures of the hand-checked circuit in Imperial units. */
async function expectImperialFigures(page: Page): Promise<void> {
  await expectTexts(page, {
    'total-dynamic-head': '19.4 ft of water',
    // 57.8 kPa = 8.38 psi: Imperial pages give pressures in psi.
    'total-dynamic-head-kpa': '8.4 psi',
    'design-head': '21.3 ft of water',
    'shaft-power': '0.77 hp',
    'motor-size': '1 hp',
  });
}

test.describe('pump head calculator', () => {
  test('builds a two-section index circuit with a coil, switches units, saves, reopens and prints', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openCalculator(page, calculators.pumpHead);

    // The default circuit: one steel main with eight elbows, two gate valves and a check valve;
    // a chiller, a coil and a control valve. Reshape it into the circuit checked by hand.
    await fillFields(page, 'pump-head', {
      calculationName: 'AHU-1 chilled water pump',
      flowRate: '100',
      fluidTemperature: '60',
      'sections-0-name': 'Main',
      'sections-0-length': '200',
    });
    await page.getByRole('button', { name: 'Remove fitting 3 of Main' }).click();
    await page.getByRole('button', { name: 'Remove fitting 2 of Main' }).click();
    await fillFields(page, 'pump-head', { 'sections-0-fittings-0-quantity': '4' });

    await page.getByRole('button', { name: 'Add section' }).click();
    await fillFields(page, 'pump-head', { 'sections-1-name': 'Branch' });
    await page.locator('#pump-head-sections-1-nominalSize').selectOption('2-1/2');
    await fillFields(page, 'pump-head', {
      'sections-1-length': '100',
      'sections-1-flowRate': '50',
    });

    await page.getByRole('button', { name: 'Remove component 3 (Control valve)' }).click();
    await page.getByRole('button', { name: 'Remove component 1 (Chiller evaporator)' }).click();
    await fillFields(page, 'pump-head', {
      'components-0-name': 'Coil',
      'components-0-pressureDrop': '12',
    });

    // Water at 60 °F (ν = 1.208e-5 ft²/s, ρ = 999.0 kg/m³), Schedule 40 steel (ASME B36.10 IDs),
    // Darcy–Weisbach with Colebrook (ε = 0.00015 ft), Crane TP-410 K = 30 fT for an elbow:
    //   Main 3 in (ID 3.068 in): V = (100/448.83)/0.05134 ft² = 4.34 ft/s, V²/2g = 0.2927 ft,
    //     Re = 91,850, f = 0.0209: hf = 0.0209 × (200/0.2557) × 0.2927 = 4.79 ft;
    //     4 elbows: 4 × 30 × 0.018 × 0.2927 = 0.63 ft.
    //   Branch 2-1/2 in (ID 2.469 in): V = (50/448.83)/0.03325 ft² = 3.35 ft/s, V²/2g = 0.1744 ft,
    //     Re = 57,070, f = 0.0228: hf = 0.0228 × (100/0.20575) × 0.1744 = 1.93 ft.
    //   Coil: 12 ft of water = 12 × 1000/999.0 = 12.01 ft of 60 °F water.
    //   TDH = 4.79 + 0.63 + 1.93 + 12.01 = 19.36 ≈ 19.4 ft (× 0.3048 × 999.0 × 9.80665 = 57.8 kPa);
    //   design head × 1.10 = 21.3 ft; whp = 100 × 21.3 × 0.999/3960 = 0.538 hp (ASHRAE HVAC S&E
    //   2020 ch. 44); bhp = 0.538/0.70 = 0.77 hp → next NEMA MG 1 rating 1 hp.
    await expectImperialFigures(page);
    await expect(page.getByTestId('section-row-0')).toContainText('Main');
    await expect(page.getByTestId('section-row-1')).toContainText('Branch');
    await expect(page.getByRole('img', { name: /System curve chart/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Metric converts what is entered: 100 gpm = 6.309 L/s, 200 ft = 60.96 m, 12 ft of water =
    // 35.87 kPa; 19.37 ft × 0.3048 = 5.90 m; 0.77 hp × 0.7457 = 0.573 kW → IEC 60072-1 0.75 kW.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'pump-head', {
      flowRate: '6.309',
      'sections-0-length': '60.96',
      'components-0-pressureDrop': '35.87',
    });
    await expectTexts(page, {
      'total-dynamic-head': '5.9 m of water',
      'total-dynamic-head-kpa': '57.8 kPa',
      'motor-size': '0.75 kW',
    });
    await switchUnits(page, 'Imperial');
    await expectFieldValues(page, 'pump-head', { flowRate: '100' });
    await expectImperialFigures(page);

    await saveAndReopen(page, calculators.pumpHead, 'Pump job', 'AHU-1 pump head', {
      afterReload: async () => {
        await expectImperialFigures(page);
        await expectFieldValues(page, 'pump-head', {
          'sections-1-name': 'Branch',
          'components-0-pressureDrop': '12',
        });
      },
      afterReopen: () => expectImperialFigures(page),
    });

    const text = await downloadReportText(page, 'AHU-1 pump head report.pdf');
    expect(text).toContain('Pump job');
    expect(text).toContain('Pump head');
    expect(text).toMatch(/Design flow\s+100\s+gpm/);
    expect(text).toMatch(/2\. Branch: length\s+100\s+ft/);
    expect(text).toMatch(/Coil\s+12\s+ft of water/);
    expect(text).toMatch(/Total dynamic head\s+19\.4\s+ft of water/);
    expect(text).toMatch(/Design head \(with 10 % margin\)\s+21\.3\s+ft of water/);
    expect(text).toMatch(/Shaft power \(pump 70 %\)\s+0\.77\s+hp/);
    expect(text).toMatch(/Suggested motor\s+1 hp \(NEMA MG 1\)/);
    // The system curve chart, as vector graphics with its caption.
    expect(text).toMatch(/Charts\s+System curve/);
    expect(text).toContain('Method and references');
    expect(text).toContain('Crane');
  });

  test('a pump curve gives the operating point and the speed change @mobile', async ({ page }) => {
    await page.goto('/calculators/pump-head-calc');
    await expect(page.getByTestId('motor-size')).toBeVisible();
    // The switch by keyboard, as a screen-reader user turns it on.
    await page.getByRole('switch', { name: /Enter the selected pump’s curve/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('operating-point-at-speed')).toContainText('gpm at');
    await fillFields(page, 'pump-head', { 'pumpCurve-speedPercent': '80' });
    await expect(page.getByTestId('operating-point').getByText('At 80 % speed')).toBeVisible();
    await expect(page.getByTestId('operating-point-at-rated-speed')).toContainText('gpm at');
    await expect(page.getByRole('img', { name: /Operating point/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
