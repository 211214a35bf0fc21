import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { downloadReportText, saveToNewProject } from '../support/workspace';

/** The room of the fan, silencer, outlet and diffuser supply path plus the default return path. */
async function expectRoom(page: Page): Promise<void> {
  // Fan: L_W = 20 log p + 10 log Q + 40 = 20 log 249.09 + 10 log 1.0001 + 40 = 87.9 dB
  // (1 in. wg, 2119 cfm = 1.0001 m³/s; Arup Strutt empirical method, ASHRAE p. 47.4). 250 Hz:
  // backward-curved −7 dB, +5 dB for the blade-pass tone at 1200 rpm × 12 / 60 = 240 Hz → 85.9 dB.
  await expectTexts(page, {
    'acoustic-path-source-250': '85.9',
    // 250 Hz at the listener: supply 66.7 dB, return 57.7 dB; 10 log(10^6.67 + 10^5.77) = 67.2 dB.
    'acoustic-room-lp-path1-250': '66.7',
    'acoustic-room-lp-path2-250': '57.7',
    'acoustic-room-lp-250': '67.2',
  });
  // The sum rates NC 61 (60.3, set by 250 Hz) where the supply alone is NC 60 and the return NC 53.
  await expect(page.getByTestId('acoustic-nc')).toHaveText('61');
  await expect(page.getByTestId('acoustic-row-path-1')).toContainText('NC 60');
  await expect(page.getByTestId('acoustic-row-path-2')).toContainText('NC 53');
  await expect(page.getByTestId('acoustic-target')).toHaveText('Fail');
}

test.describe('acoustic sources', () => {
  test('a fan, a silencer and a diffuser on the supply plus a return path: NC, saved, reopened, Metric, PDF', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await openCalculator(page, calculators.acoustic);

    await fillFields(page, 'acoustic', { calculationName: 'Open office supply and return' });
    for (const name of ['Main duct', 'Elbows', 'Branch', 'Silencer', 'Ceiling outlet']) {
      await page.getByRole('button', { name: `Remove ${name}` }).click();
    }

    // The source from the fan's duty.
    await page.locator('#acoustic-source-kind').selectOption('fan');
    await page.locator('#acoustic-source-fanType').selectOption('backwardCurved');
    await fillFields(page, 'acoustic-source', {
      airflow: '2119',
      staticPressure: '1',
      blades: '12',
      speed: '1200',
    });
    await expect(page.getByTestId('acoustic-main-fan')).toContainText(
      'Estimated overall sound power 87.9 dB re 1 pW; blade-pass frequency 240 Hz',
    );

    // A silencer (the form's first values: 24 × 24 in, 2000 cfm, 4 passages, 50% free area), the
    // outlet's end reflection and a ceiling diffuser at 600 cfm and 0.2 in. wg.
    const addElement = page.getByRole('button', { name: 'Add element to Path 1: Supply path' });
    for (const type of ['silencer', 'endReflection', 'terminal']) {
      await page.locator('#acoustic-new-element-type').selectOption(type);
      await addElement.click();
    }
    // 2000 cfm over 4 ft² = 500 fpm at the face, 1000 fpm in the airways (50% open).
    await expect(page.getByTestId('acoustic-elements-0-velocity')).toHaveText(
      'Face velocity 500.0 fpm; airway velocity 1,000.0 fpm',
    );
    await fillFields(page, 'acoustic-elements-2', { airflow: '600', pressureDrop: '0.2' });
    // 600 cfm through a 12 × 12 in neck = 600 fpm, above the 2.5 m/s = 492 fpm that ASHRAE HVAC
    // Applications (2019), ch. 49, Table 9 recommends for a supply outlet at RC 35 (private office).
    const neck = page.getByTestId('acoustic-elements-2-neck');
    await expect(neck).toContainText('Neck velocity above the limit');
    await expect(neck).toContainText(
      'Neck velocity 600 fpm; recommended at most 492 fpm for a supply terminal at RC 35',
    );

    // The return path: 75 … 50 dB at the return duct, 10 ft of 12 × 12 in duct, its opening and a
    // 24 × 12 in grille at 500 cfm (250 fpm, under the 3.0 m/s = 591 fpm return limit).
    await page
      .getByRole('button', { name: 'Add a path to the room (return, another supply)' })
      .click();
    await expect(page.getByTestId('acoustic-additionalPaths-0-elements-2-neck')).toContainText(
      'Neck velocity 250 fpm; recommended at most 591 fpm for a return terminal at RC 35',
    );
    await expectRoom(page);
    await expect(page.getByRole('region', { name: 'Warnings' })).toContainText(
      'Ceiling diffuser: neck velocity 600 fpm is above the 492 fpm recommended',
    );
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(
      page,
      'Office acoustics',
      'Office supply and return',
      'acoustic-calculator',
    );

    await page.reload();
    await expectRoom(page);
    await expectFieldValues(page, 'acoustic', {
      'source-kind': 'fan',
      'source-airflow': '2,119',
      'elements-0-passages': '4',
      'additionalPaths-0-label': 'Return path',
    });
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // Metric: 2119 cfm = 1000.057 L/s, 1 in. wg = 249.089 Pa; the diffuser's 600 fpm is 3.05 m/s
    // against 2.50 m/s; the room and its rating do not move.
    await switchUnits(page, 'Metric');
    await expectFieldValues(page, 'acoustic-source', {
      airflow: '1,000.057',
      staticPressure: '249.089',
    });
    await expect(neck).toContainText('Neck velocity 3.05 m/s; recommended at most 2.50 m/s');
    await expectTexts(page, { 'acoustic-room-lp-250': '67.2', 'acoustic-nc': '61' });

    const text = await downloadReportText(page, 'Office supply and return report.pdf');
    // Labels and values may wrap inside their table cells: compare with the whitespace collapsed.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Open office supply and return');
    expect(flat).toContain('Path 1: Supply path, source and elements in flow order');
    expect(flat).toContain('Centrifugal, backward-curved (airfoil)');
    expect(flat).toMatch(/Fan airflow 1,000\.1 L\/s/);
    expect(flat).toMatch(/Blade-pass frequency 240 Hz/);
    expect(flat).toContain('3.05, limit 2.50 at RC 35: ABOVE THE LIMIT');
    expect(flat).toContain('Path 2: Return path, source and elements in flow order');
    expect(flat).toContain('Lp from path 2: Return path (NC 53)');
    expect(flat).toContain('61.9 · 63.5 · 67.2 · 57.7');
    expect(flat).toMatch(/NC 61/);
    expect(flat).toContain('Method and references');
  });
});
