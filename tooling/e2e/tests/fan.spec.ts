import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { downloadReportText, saveAndReopen, saveToNewProject } from '../support/workspace';

test.describe('fan calculator', () => {
  test('sizes a fan motor, saves it, reopens it, switches to Metric and exports the PDF', async ({
    page,
  }) => {
    await openCalculator(page, calculators.fan);

    // 20,000 cfm at 4 in. wg, 72 % total efficiency, no outlet area (total = static pressure):
    // air power 20,000 × 4 / 6343 = 12.61 hp; brake power 12.61 / 0.72 = 17.52 hp; the next NEMA
    // rating is 20 hp, loaded 17.52 / 20 = 88 %.
    await fillFields(page, 'fan', {
      calculationName: 'AHU-1 supply fan',
      airflow: '20000',
      fanStaticPressure: '4',
      outletArea: '',
      fanEfficiencyPercent: '72',
    });
    await expectTexts(page, {
      'total-air-power': '12.61 hp',
      'shaft-power': '17.52 hp',
      'total-efficiency': '72 %',
      'motor-size': '20 hp',
      'motor-load': '88 %',
    });
    await expectNoSeriousA11yViolations(page);

    await saveAndReopen(page, calculators.fan, 'Fan job', 'AHU-1 supply fan', {
      afterReopen: async () => {
        await expectTexts(page, { 'shaft-power': '17.52 hp', 'motor-size': '20 hp' });
        await expectFieldValues(page, 'fan', { airflow: '20,000' });
      },
    });

    // Metric converts what is entered: 20,000 cfm = 9,438.9 L/s, 4 in. wg = 996.4 Pa; the same
    // 17.52 hp is 13.06 kW, and the next IEC 60072-1 rating is 15 kW.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'fan', { airflow: '9,438.95' });
    await expectTexts(page, {
      'shaft-power': '13.06 kW',
      'total-air-power': '9.4 kW',
      'motor-size': '15 kW',
    });

    const text = await downloadReportText(page, 'AHU-1 supply fan report.pdf');
    expect(text).toContain('Fan job');
    expect(text).toMatch(/Calculation\s+Fan\b/);
    expect(text).toMatch(/Airflow\s+9,439\s+L\/s/);
    expect(text).toMatch(/Shaft \(brake\) power\s+13\.06\s+kW/);
    expect(text).toMatch(/Suggested motor\s+15 kW \(IEC 60072-1\)/);
    expect(text).toMatch(/Motor load\s+87\s+%/);
    expect(text).toContain('Method and references');
  });
  /*
   * Efficiency from a measured shaft power, and the fan laws for a speed change (ASHRAE Handbook—
   * HVAC Systems and Equipment, ch. 21 "Fans", fan laws; AMCA 201). 10,000 cfm at 2 in. wg, no
   * outlet area: air power 10,000 × 2 / 6343.3 = 3.15 hp; with 5 hp at the shaft ηs = 3.153 / 5 =
   * 63.1 %. From 1000 to 1200 rpm (N₂/N₁ = 1.2): Q = 12,000 cfm, p = 2 × 1.2² = 2.88 in. wg,
   * P = 5 × 1.2³ = 8.64 hp, 173 % of the 5 hp motor chosen for the present duty.
   */
  test('computes the efficiency from the shaft power and the fan laws of a speed change, saves, reopens and prints them', async ({
    page,
  }) => {
    await openCalculator(page, calculators.fan);

    await fillFields(page, 'fan', {
      calculationName: 'RTU-2 speed-up',
      airflow: '10000',
      fanStaticPressure: '2',
      outletArea: '',
      shaftPower: '5',
      currentSpeed: '1000',
      newSpeed: '1200',
    });
    await expectTexts(page, {
      'total-air-power': '3.15 hp',
      'static-efficiency': '63.1 %',
      'motor-size': '5 hp',
      'fan-law-airflow': '12,000 cfm',
      'fan-law-static-pressure': '2.88 in. wg',
      'fan-law-shaft-power': '8.64 hp',
      'fan-law-motor-load': '173 %',
    });

    await saveToNewProject(page, 'Fan laws job', 'RTU-2 speed-up', calculators.fan.segment);
    await page.reload();
    await expectTexts(page, { 'static-efficiency': '63.1 %', 'fan-law-shaft-power': '8.64 hp' });
    await expectFieldValues(page, 'fan', { newSpeed: '1,200' });
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    const text = await downloadReportText(page, 'RTU-2 speed-up report.pdf');
    expect(text).toContain('Fan laws job');
    expect(text).toContain('Fan laws: the new duty');
    expect(text).toMatch(/Speed ratio N₂\/N₁\s+1\.2/);
    expect(text).toMatch(/New airflow\s+12,000\s+cfm/);
    expect(text).toMatch(/New shaft \(brake\) power\s+8\.64\s+hp/);
    expect(text).toMatch(/Load on the 5 hp motor\s+173\s+%/);
  });
});
