import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectFieldValues, expectTexts, fillFields, switchUnits } from '../support/form';
import { openProjectFile, openTemplateFile, saveAndReopen } from '../support/workspace';

/** The plant room's volume and airflow in Imperial units. */
const PLANT_ROOM = { 'room-volume': '3,000 ft³', 'required-airflow': '300 cfm' };

test.describe('ventilation calculator', () => {
  test('computes airflow, saves it to a new project and reopens it with the same numbers', async ({
    page,
  }) => {
    await openCalculator(page, calculators.ventilation);

    // 20 × 15 × 10 ft = 3,000 ft³; 6 ACH → 3,000 × 6 / 60 = 300 cfm.
    await fillFields(page, 'ventilation', {
      calculationName: 'Plant room',
      roomWidth: '20',
      roomLength: '15',
      roomHeight: '10',
      airChangesPerHour: '6',
    });
    await expectTexts(page, PLANT_ROOM);
    await expectNoSeriousA11yViolations(page);

    await saveAndReopen(
      page,
      calculators.ventilation,
      'Ventilation job',
      'Plant room ventilation',
      {
        afterReload: async () => {
          await expectTexts(page, PLANT_ROOM);
          await expectFieldValues(page, 'ventilation', { roomWidth: '20' });
        },
        afterReopen: () => expectTexts(page, PLANT_ROOM),
      },
    );
  });

  test('switching units converts the values already entered @mobile', async ({ page }) => {
    await page.goto('/calculators/ventilation-calc');
    await fillFields(page, 'ventilation', {
      roomWidth: '10',
      roomLength: '10',
      roomHeight: '10',
      airChangesPerHour: '6',
    });
    await expect(page.getByTestId('required-airflow')).toHaveText('100 cfm');

    await switchUnits(page, 'Metric');
    // 10 ft = 3.048 m; 1,000 ft³ = 28.32 m³; 100 cfm = 47.2 L/s = 169.9 m³/h.
    await expectFieldValues(page, 'ventilation', { roomWidth: '3.048', airChangesPerHour: '6' });
    await expectTexts(page, {
      'room-volume': '28.32 m³',
      'required-airflow': '47.2 L/s',
      'required-airflow-m3h': '170 m³/h',
    });

    await switchUnits(page, 'Imperial');
    await expectFieldValues(page, 'ventilation', { roomWidth: '10' });
    await expect(page.getByTestId('required-airflow')).toHaveText('100 cfm');
  });

  test('the ASHRAE 62.1 mode gives the zone outdoor airflow of an office', async ({ page }) => {
    await page.goto('/calculators/ventilation-calc');
    await page.getByText('ASHRAE 62.1', { exact: true }).click();
    await fillFields(page, 'ventilation', { zoneFloorArea: '1000', zonePopulation: '5' });
    // Office space (Table 6-1): Rp = 5 cfm/person, Ra = 0.06 cfm/ft²; Vbz = 5·5 + 0.06·1000 = 85 cfm;
    // ceiling supply of cool air, Ez = 1.0: Voz = 85 cfm.
    await expect(page.getByTestId('vrp-row-breathingZoneOutdoorAirflow')).toContainText('85 cfm');
    await expect(page.getByTestId('required-airflow')).toHaveText('85 cfm');
    await expectNoSeriousA11yViolations(page);
  });

  test('the kitchen template opens with 48 ft³ and 240 cfm', async ({ page }) => {
    await openTemplateFile(
      page,
      'Restaurant Kitchen Ventilation',
      calculators.ventilation,
      'Kitchen hood ventilation',
    );
    await expect(page).toHaveURL(/\/ventilation-calc\//);
    await expectTexts(page, { 'room-volume': '48 ft³', 'required-airflow': '240 cfm' });
    await expectFieldValues(page, 'ventilation', { airChangesPerHour: '300' });
    // The app no longer warns about its own template (issue 22).
    await expect(page.getByRole('region', { name: 'Warnings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Beside it, the hood by the kitchen-hood method carries the exhaust duct's 2,000 cfm.
    await page.goBack();
    await openProjectFile(page, calculators.ventilation, 'Kitchen hood exhaust');
    await expectTexts(page, { 'hood-exhaust': '2,000 cfm', 'required-airflow': '2,000 cfm' });
    await expect(page.getByRole('region', { name: 'Warnings' })).toHaveCount(0);
    await switchUnits(page, 'Metric');
    // 400 cfm/ft × 5 ft = 2,000 cfm = 943.9 L/s.
    await expect(page.getByTestId('hood-exhaust')).toHaveText('944 L/s');
    await expectNoSeriousA11yViolations(page);
  });
});
