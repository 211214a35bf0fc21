import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import {
  downloadReportText,
  expectSavedAndCurrent,
  openTemplateFile,
  saveAndReopen,
} from '../support/workspace';

/** The selected size and its figures, as the results show them. */
async function expectFigures(
  page: Page,
  figures: { size: string; diameter: string; velocity: string; friction: string; total: string },
): Promise<void> {
  await expectTexts(page, {
    'pipe-size': figures.size,
    'pipe-inside-diameter': figures.diameter,
    'pipe-velocity': figures.velocity,
    'pipe-friction-rate': figures.friction,
    'total-head-loss': figures.total,
  });
}

/*
 * Hand-checked figures (water at 60 °F: ρ = 999.0 kg/m³, ν = 1.122e-6 m²/s, CoolProp / IAPWS-95):
 *
 * Flow from the load, the hydronic rule q = 500 · Q · Δt (ASHRAE Handbook—HVAC Systems and
 * Equipment (2020), ch. 13; 500 = 8.33 lb/gal × 60 min/h × 1 Btu/lb·°F):
 *   Q = 120,000 Btu/h / (500 × 20 °F) = 12 gpm = 12 × 0.13368 / 60 = 0.026736 ft³/s.
 *
 * Type L copper (ASTM B88), the smallest size within 4 ft/100 ft and 4 ft/s (ASHRAE F 2021 ch. 22):
 *   1 in (ID 1.025 in): V = 0.026736 / (π/4 × (1.025/12)²) = 4.67 ft/s > 4 ft/s, rejected;
 *   1-1/4 in (ID 1.265 in): A = π/4 × (1.265/12)² = 0.008728 ft², V = 3.06 ft/s;
 *   Re = 0.934 m/s × 0.03213 m / 1.122e-6 = 26,700; smooth-tube Colebrook f = 0.0243;
 *   h/L = f/D × V²/2g = 0.0243 / 0.10542 ft × 3.063² / 64.35 = 0.0335 → 3.35 ft/100 ft.
 *   Fittings (Crane TP-410, K = n·fT, fT = 0.022 at 1-1/4 in): 4 standard elbows 30 fT, 2 tees
 *   through run 20 fT, 2 ball valves 3 fT: ΣK = 0.022 × (120 + 40 + 6) = 3.652;
 *   3.652 × 3.063² / 64.35 × 0.999 = 0.53 ft. Total 3.35 + 0.53 = 3.88 ft of water.
 *
 * Schedule 40 steel (ASME B36.10M), ε = 0.00015 ft:
 *   1-1/4 in (ID 1.380 in): A = 0.010387 ft², V = 2.57 ft/s; Re = 24,500, ε/D = 0.0013, f = 0.0275;
 *   h/L = 0.0275 / 0.1150 × 2.574² / 64.35 = 0.0246 → 2.46 ft/100 ft; 100 ft of pipe = 2.46 ft.
 *   Fittings, the same ΣK = 3.652: V²/2g = 0.1030 ft; 3.652 × 0.1030 × 0.999 = 0.376 ft.
 *   Total 2.46 + 0.38 = 2.84 ft of water.
 *
 * Metric (NIST SP 811): 12 gpm = 0.7571 L/s; 1.380 in = 35.1 mm; 2.574 ft/s = 0.78 m/s;
 *   2.464 ft/100 ft × 2989.07 Pa/ft / 30.48 m = 242 Pa/m; 2.84 ft × 2.989 kPa/ft = 8.5 kPa.
 */
test.describe('pipe sizer', () => {
  test('sizes a pipe from a load and ΔT, switches units, saves, reopens and reports it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openCalculator(page, calculators.pipe);

    await fillFields(page, 'pipe', {
      calculationName: 'Level 1 heating branch',
      flowRate: '30',
      fluidTemperature: '60',
      load: '120000',
      deltaT: '20',
    });
    await expect(page.getByTestId('flow-from-load-rule')).toContainText('12 gpm');
    await page.getByRole('button', { name: 'Use the rule of thumb, 12 gpm' }).click();
    await expectFieldValues(page, 'pipe', { flowRate: '12' });

    await page.locator('#pipe-pipeMaterial').selectOption('copperTypeL');
    await expectFigures(page, {
      size: '1-1/4 in',
      diameter: '1.265 in',
      velocity: '3.06 ft/s',
      friction: '3.35 ft/100 ft',
      total: '3.88 ft of water',
    });
    await expect(page.getByTestId('pipe-regime')).toHaveText('Turbulent flow');
    await expect(page.getByTestId('pipe-comparison')).toContainText('velocity above limit');

    await page.locator('#pipe-pipeMaterial').selectOption('steelSchedule40');
    await expectFigures(page, {
      size: '1-1/4 in',
      diameter: '1.38 in',
      velocity: '2.57 ft/s',
      friction: '2.46 ft/100 ft',
      total: '2.84 ft of water',
    });
    await expectTexts(page, {
      'pipe-head-loss': '2.46 ft of water',
      'fittings-head-loss': '0.38 ft of water',
    });
    await expectNoSeriousA11yViolations(page);

    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'pipe', { flowRate: '0.7571' });
    await expectFigures(page, {
      size: '1-1/4 in (DN 32)',
      diameter: '35.1 mm',
      velocity: '0.78 m/s',
      friction: '242 Pa/m',
      total: '8.5 kPa',
    });

    await saveAndReopen(page, calculators.pipe, 'Pipe job', 'Heating branch pipe', {
      afterReload: async () => {
        await expectFieldValues(page, 'pipe', { flowRate: '0.7571' });
        await expectTexts(page, { 'pipe-size': '1-1/4 in (DN 32)', 'total-head-loss': '8.5 kPa' });
      },
      afterReopen: async () => {
        await expect(page).toHaveURL(/\/pipe-sizer\//);
        await expectTexts(page, {
          'pipe-size': '1-1/4 in (DN 32)',
          'pipe-velocity': '0.78 m/s',
          'total-head-loss': '8.5 kPa',
        });
      },
    });

    const text = await downloadReportText(page, 'Heating branch pipe report.pdf');
    expect(text).toContain('Pipe job');
    expect(text).toContain('Heating branch pipe');
    expect(text).toContain('Pipe sizer');
    expect(text).toMatch(/Flow rate\s+0\.757\s+L\/s/);
    expect(text).toMatch(/Pipe material\s+Steel, Schedule 40/);
    expect(text).toMatch(/Selected size\s+1-1\/4 in \(DN 32\)/);
    expect(text).toMatch(/Inside diameter\s+35\.1\s+mm/);
    expect(text).toMatch(/Velocity\s+0\.78\s+m\/s/);
    expect(text).toMatch(/Friction rate\s+242\s+Pa\/m/);
    expect(text).toMatch(/Total head loss\s+8\.5\s+kPa/);
    expect(text).toContain('Method and references');
    expect(text).toContain('Crane');
    expect(text).toContain('Colebrook');
  });

  test('the Residential template’s hydronic loop opens and computes: 1 in Type L', async ({
    page,
  }) => {
    await openTemplateFile(page, 'Residential Home (New Build)', calculators.pipe, 'Hydronic loop');
    await expect(page).toHaveURL(/\/pipe-sizer\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Hydronic loop' })).toBeVisible();
    // 6 gpm of 140 °F water (ρ = 983.2 kg/m³, ν = 0.474e-6 m²/s) in Type L copper, 180 ft:
    // 1 in (ID 1.025 in, ASTM B88): V = 0.013368 ft³/s / (π/4 × (1.025/12)²) = 2.33 ft/s ≤ 4 ft/s;
    // Re = 0.711 m/s × 0.02604 m / 0.474e-6 = 39,000, smooth f = 0.0223;
    // h/L = 0.0223 / 0.08542 ft × 2.333² / 64.35 × 0.983 = 0.0217 → 180 ft: 3.90 ft.
    // Fittings (Crane, fT = 0.023 at 1 in): 12 elbows × 30 + 6 tees × 20 + 4 ball valves × 3 = 492
    // fT = 11.32; 11.32 × 0.0846 ft × 0.983 = 0.94 ft. Total 3.90 + 0.94 = 4.84 ft of water.
    await expectTexts(page, {
      'pipe-size': '1 in',
      'pipe-inside-diameter': '1.025 in',
      'pipe-velocity': '2.33 ft/s',
      'pipe-head-loss': '3.9 ft of water',
      'fittings-head-loss': '0.94 ft of water',
      'total-head-loss': '4.84 ft of water',
    });
    await expectFieldValues(page, 'pipe', { flowRate: '6' });
    await expectSavedAndCurrent(page);
    await expectNoSeriousA11yViolations(page);
  });
});
