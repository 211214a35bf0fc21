import { expect, test, type Page } from '@playwright/test';
import { signedInAccount } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createProjectFromTemplate, saveToNewProject } from '../support/workspace';

/** Replaces a ventilation field's text the way a user does. */
async function fill(page: Page, field: string, value: string): Promise<void> {
  await page.locator(`#ventilation-${field}`).fill(value);
}

test.describe('ventilation calculator', () => {
  test('computes airflow, saves it to a new project and reopens it with the same numbers', async ({
    page,
    request,
  }) => {
    await signedInAccount(page, request, 'ventilation-save');
    await page.goto('/calculators/ventilation-calc');
    await expect(page.getByRole('heading', { level: 1, name: 'Ventilation' })).toBeVisible();

    // 20 × 15 × 10 ft = 3,000 ft³; 6 ACH → 3,000 × 6 / 60 = 300 cfm.
    await fill(page, 'calculationName', 'Plant room');
    await fill(page, 'roomWidth', '20');
    await fill(page, 'roomLength', '15');
    await fill(page, 'roomHeight', '10');
    await fill(page, 'airChangesPerHour', '6');
    await expect(page.getByTestId('room-volume')).toHaveText('3,000 ft³');
    await expect(page.getByTestId('required-airflow')).toHaveText('300 cfm');
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(page, 'Ventilation job', 'Plant room ventilation', 'ventilation-calc');

    await page.reload();
    await expect(page.getByTestId('room-volume')).toHaveText('3,000 ft³');
    await expect(page.getByTestId('required-airflow')).toHaveText('300 cfm');
    await expect(page.locator('#ventilation-roomWidth')).toHaveValue('20');

    await page.goto('/projects');
    await page.getByRole('link', { name: 'Ventilation job' }).first().click();
    await page
      .getByRole('region', { name: /^Ventilation/ })
      .getByRole('link', { name: 'Plant room ventilation' })
      .click();
    await expect(page.getByTestId('room-volume')).toHaveText('3,000 ft³');
    await expect(page.getByTestId('required-airflow')).toHaveText('300 cfm');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByText('the numbers changed')).toHaveCount(0);
  });

  test('switching units converts the values already entered @mobile', async ({ page, request }) => {
    await signedInAccount(page, request, 'ventilation-units');
    await page.goto('/calculators/ventilation-calc');
    await fill(page, 'roomWidth', '10');
    await fill(page, 'roomLength', '10');
    await fill(page, 'roomHeight', '10');
    await fill(page, 'airChangesPerHour', '6');
    await expect(page.getByTestId('required-airflow')).toHaveText('100 cfm');

    await page.getByText('Metric', { exact: true }).click();
    // 10 ft = 3.048 m; 1,000 ft³ = 28.32 m³; 100 cfm = 47.2 L/s = 169.9 m³/h.
    await expect(page.locator('#ventilation-roomWidth')).toHaveValue('3.048');
    await expect(page.locator('#ventilation-airChangesPerHour')).toHaveValue('6');
    await expect(page.getByTestId('room-volume')).toHaveText('28.32 m³');
    await expect(page.getByTestId('required-airflow')).toHaveText('47.2 L/s');
    await expect(page.getByTestId('required-airflow-m3h')).toHaveText('170 m³/h');

    await page.getByText('Imperial', { exact: true }).click();
    await expect(page.locator('#ventilation-roomWidth')).toHaveValue('10');
    await expect(page.getByTestId('required-airflow')).toHaveText('100 cfm');
  });

  test('the ASHRAE 62.1 mode gives the zone outdoor airflow of an office', async ({
    page,
    request,
  }) => {
    await signedInAccount(page, request, 'ventilation-621');
    await page.goto('/calculators/ventilation-calc');
    await page.getByText('ASHRAE 62.1', { exact: true }).click();
    await fill(page, 'zoneFloorArea', '1000');
    await fill(page, 'zonePopulation', '5');
    // Office space (Table 6-1): Rp = 5 cfm/person, Ra = 0.06 cfm/ft²; Vbz = 5·5 + 0.06·1000 = 85 cfm;
    // ceiling supply of cool air, Ez = 1.0: Voz = 85 cfm.
    await expect(page.getByTestId('vrp-row-breathingZoneOutdoorAirflow')).toContainText('85 cfm');
    await expect(page.getByTestId('required-airflow')).toHaveText('85 cfm');
    await expectNoSeriousA11yViolations(page);
  });

  test('the kitchen template opens with 48 ft³ and 240 cfm', async ({ page, request }) => {
    await signedInAccount(page, request, 'ventilation-template');
    await createProjectFromTemplate(page, 'Restaurant Kitchen Ventilation');
    await page
      .getByRole('region', { name: /^Ventilation/ })
      .getByRole('link', { name: 'Kitchen hood ventilation' })
      .click();
    await expect(page).toHaveURL(/\/ventilation-calc\//);
    await expect(page.getByTestId('room-volume')).toHaveText('48 ft³');
    await expect(page.getByTestId('required-airflow')).toHaveText('240 cfm');
    await expect(page.locator('#ventilation-airChangesPerHour')).toHaveValue('300');
    // The app no longer warns about its own template (issue 22).
    await expect(page.getByRole('region', { name: 'Warnings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Beside it, the hood by the kitchen-hood method carries the exhaust duct's 2,000 cfm.
    await page.goBack();
    await page
      .getByRole('region', { name: /^Ventilation/ })
      .getByRole('link', { name: 'Kitchen hood exhaust' })
      .click();
    await expect(page.getByTestId('hood-exhaust')).toHaveText('2,000 cfm');
    await expect(page.getByTestId('required-airflow')).toHaveText('2,000 cfm');
    await expect(page.getByRole('region', { name: 'Warnings' })).toHaveCount(0);
    await page.getByText('Metric', { exact: true }).click();
    // 400 cfm/ft × 5 ft = 2,000 cfm = 943.9 L/s.
    await expect(page.getByTestId('hood-exhaust')).toHaveText('944 L/s');
    await expectNoSeriousA11yViolations(page);
  });
});
