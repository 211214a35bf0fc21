import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, openSavedFile, saveToNewProject } from '../support/workspace';

/** Replaces the text of a psychrometric field the way a user does. */
async function fill(page: Page, path: string, value: string): Promise<void> {
  await page.locator(`#psychrometric-${path}`).fill(value);
}

/**
 * The summer design example, checked by hand against ASHRAE Handbook—Fundamentals (2017) I-P ch. 1:
 * - OA 95 °F db / 75 °F wb: W = 0.01407 lb/lb (98.5 gr/lb), h = 38.32 Btu/lb, v = 14.30 ft³/lb,
 *   RH 39.8 % (ASHRAE chart No. 1 reads 40 %, 38.3 Btu/lb).
 * - RA 75 °F / 50 %: W = 0.009236 lb/lb (64.6 gr/lb), h = 28.11 Btu/lb, v = 13.68 ft³/lb.
 * - Mixing 2,000 cfm OA + 8,000 cfm RA (eq. 43–45): mda = 2000·60/14.30 + 8000·60/13.68 =
 *   8,392 + 35,090 = 43,482 lb/h; OA share 19.3 %; h_MA = 0.193·38.32 + 0.807·28.11 = 30.08 Btu/lb,
 *   t_MA = 78.9 °F. Adiabatic: no heat added.
 * - Coil, ADP 50 °F, BF 0.15: t2 = 50 + 0.15 (78.89 − 50) = 54.33 °F; W2 = W_ADP + 0.15 (W_MA − W_ADP)
 *   = 0.007630 + 0.15 (0.010168 − 0.007630) = 0.008011 lb/lb (eq. 21 at 50 °F; table 2, with the
 *   enhancement factor, has 0.007661); h2 = 21.73 Btu/lb.
 *   Total = 43,482 × (21.733 − 30.077) = −362,833 Btu/h (30.2 tons; the rule of thumb
 *   4.5 × 10,000 × 8.34 = 375,000 assumes standard air at 13.33 ft³/lb). Latent = 43,482 × (W2 − W1)
 *   × (1061 + 0.444 × 78.89) = −102,799 Btu/h; sensible −260,034; SHR 0.72.
 *   Condensate = 43,482 × (0.010168 − 0.008011) = 93.8 lb/h.
 */
test.describe('psychrometric chart', () => {
  test('mixes outdoor and return air, cools it through a coil, saves, reopens and reports it', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await openCalculator(page, calculators.psychrometric);
    await expect(
      page.getByRole('img', { name: /Psychrometric chart at 14\.696 psia/ }),
    ).toBeVisible();

    await fill(page, 'calculationName', 'AHU-1 summer');
    await page.getByRole('button', { name: 'Add state' }).click();
    await fill(page, 'states-0-label', 'OA');
    await page.locator('#psychrometric-states-0-spec-by').selectOption('wetBulb');
    await fill(page, 'states-0-spec-dryBulb', '95');
    await fill(page, 'states-0-spec-wetBulb', '75');
    await page.getByRole('button', { name: 'Add state' }).click();
    await fill(page, 'states-1-label', 'RA');
    await fill(page, 'states-1-spec-dryBulb', '75');
    await fill(page, 'states-1-spec-relativeHumidity', '50');
    await expect(page.getByTestId('state-S1-relativeHumidity')).toHaveText('39.8');
    await expect(page.getByTestId('state-S1-enthalpy')).toHaveText('38.32');
    await expect(page.getByTestId('state-S2-humidityRatio')).toHaveText('64.6');
    await expect(page.getByTestId('state-S2-enthalpy')).toHaveText('28.11');

    // The first process of two states is a mix of them.
    await page.getByRole('button', { name: 'Add process' }).click();
    await fill(page, 'processes-0-label', 'MA');
    await fill(page, 'processes-0-airflowA', '2000');
    await fill(page, 'processes-0-airflowB', '8000');
    await expect(page.getByTestId('state-P1-dryBulb')).toHaveText('78.9');
    await expect(page.getByTestId('state-P1-enthalpy')).toHaveText('30.08');
    await expect(page.getByTestId('process-P1-total')).toHaveText('0');

    // The next one is a cooling coil on the mixed air.
    await page.getByRole('button', { name: 'Add process' }).click();
    await expect(page.locator('#psychrometric-processes-1-type')).toHaveValue('coolingCoil');
    await expect(page.locator('#psychrometric-processes-1-from')).toHaveValue('P1');
    await fill(page, 'processes-1-label', 'SA');
    await fill(page, 'processes-1-airflow', '10000');
    await fill(page, 'processes-1-coil-apparentDewPoint', '50');
    await fill(page, 'processes-1-coil-bypassFactor', '0.15');
    await expect(page.getByTestId('state-P2-dryBulb')).toHaveText('54.3');
    await expect(page.getByTestId('state-P2-enthalpy')).toHaveText('21.73');
    await expect(page.getByTestId('process-P2-total')).toHaveText('-362,833');
    await expect(page.getByTestId('process-P2-sensible')).toHaveText('-260,034');
    await expect(page.getByTestId('process-P2-latent')).toHaveText('-102,799');
    await expect(page.getByTestId('process-P2-shr')).toHaveText('0.72');
    await expect(page.getByTestId('process-P2-water')).toContainText('Condensate 93.8 lb/h');
    await expect(page.getByTestId('chart-process-P2')).toBeAttached();

    // The pointer readout: one state per move. Its time per move is printed, not asserted: a timing
    // depends on how busy the machine is, and the test's verdict must not (issue 18).
    const surface = page.getByTestId('psychrometric-chart-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (!box) throw new Error('the chart has no size');
    // 55 % across 20–120 °F and 30 % up 0–210 gr/lb: 75 °F and 63 gr/lb, about 49 % RH.
    await surface.hover({ position: { x: box.width * 0.55, y: box.height * 0.7 } });
    await expect(page.getByTestId('psychrometric-readout')).toContainText(/Dry bulb [\d.]+ °F/);
    const readoutBefore = await page.getByTestId('psychrometric-readout').textContent();
    const perMove = await surface.evaluate(async (element) => {
      const rect = element.getBoundingClientRect();
      const moves = 60;
      // A macrotask yield without timer clamping, so React has committed before the next move.
      const yieldTask = () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      let busy = 0;
      for (let i = 0; i < moves; i++) {
        const start = performance.now();
        element.dispatchEvent(
          new PointerEvent('pointermove', {
            bubbles: true,
            clientX: rect.left + rect.width * (0.3 + (0.4 * i) / moves),
            clientY: rect.top + rect.height * 0.75,
          }),
        );
        await yieldTask();
        busy += performance.now() - start;
      }
      return busy / moves;
    });
    await expect(page.getByTestId('psychrometric-readout')).not.toHaveText(readoutBefore ?? '');
    console.log(
      `[measured] pointer move with readout: ${perMove.toFixed(2)} ms per move (goal: within a 16 ms frame)`,
    );
    await page.mouse.move(0, 0);

    await page.getByLabel(/ASHRAE 55 comfort zone/).check();
    await expect(page.getByTestId('psychrometric-comfort-zone')).toContainText(
      'ASHRAE 55 simplified comfort zones',
    );
    await expectNoSeriousA11yViolations(page);
    await page
      .getByTestId('psychrometric-chart')
      .screenshot({ path: test.info().outputPath('psychrometric-chart.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page
      .getByTestId('psychrometric-chart')
      .screenshot({ path: test.info().outputPath('psychrometric-chart-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    // Units: the entries are converted, not reinterpreted (95 °F = 35 °C; 2,000 cfm = 943.9 L/s).
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.locator('#psychrometric-states-0-spec-dryBulb')).toHaveValue('35');
    await expect(page.locator('#psychrometric-processes-0-airflowA')).toHaveValue('943.9');
    await expect(page.getByTestId('process-P2-total')).toHaveText(/^-10\d,\d{3}$/);
    await page.getByText('Imperial', { exact: true }).click();
    await expect(page.locator('#psychrometric-states-0-spec-dryBulb')).toHaveValue('95');
    await expect(page.getByTestId('process-P2-total')).toHaveText('-362,833');

    await saveToNewProject(page, 'Office tower', 'AHU-1 summer chart', 'psychrometric-chart');
    await page.reload();
    await expect(page.getByTestId('process-P2-total')).toHaveText('-362,833');
    await expect(page.locator('#psychrometric-states-0-label')).toHaveValue('OA');

    await openSavedFile(page, 'Office tower', calculators.psychrometric, 'AHU-1 summer chart');
    await expect(page.getByTestId('process-P2-total')).toHaveText('-362,833');
    await expect(page.getByTestId('state-S1-enthalpy')).toHaveText('38.32');
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'AHU-1 summer chart report.pdf');
    expect(text).toContain('Office tower');
    expect(text).toContain('Psychrometric chart');
    expect(text).toMatch(/OA\s+Dry bulb 95 °F, Wet bulb 75 °F/);
    expect(text).toMatch(/MA: Mixing\s+OA at 2,000 cfm \+ RA at 8,000 cfm/);
    expect(text).toContain('State OA');
    expect(text).toMatch(/Enthalpy\s+38\.32\s+Btu\/lb/);
    expect(text).toContain('Process SA: Cooling coil');
    expect(text).toMatch(/Total heat added to the air\s+-362,833\s+Btu\/h/);
    expect(text).toMatch(/Sensible heat ratio\s+0\.72/);
    expect(text).toContain('Condensate 93.8 lb/h');
    expect(text).toContain('Method and references');
    expect(text).toContain('ASHRAE 55-2004');
    // The chart itself, as vector graphics: its axis titles and legend are text in the PDF.
    expect(text).toContain('Charts');
    expect(text).toMatch(/Dry-bulb temperature, °F/);
    expect(text).toMatch(/Relative humidity, %/);
  });
});
