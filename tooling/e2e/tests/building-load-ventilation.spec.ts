import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { saveToNewProject } from '../support/workspace';

/** Picks an option of a Mantine Select by the select's id. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/*
 * ASHRAE 62.1 multiple-zone outdoor air and the coil process (issue 40 §4): a new file's office
 * with a conference room of 12 people in a second zone on the same system; the system's outdoor
 * air by Appendix A at a 30 % VAV minimum names the conference room the critical zone, the coil
 * process shows its apparatus dew point and bypass factor, and the system opens as a
 * psychrometric chart file in the project.
 */
test.describe('building load: 62.1 multiple-zone and the coil process', () => {
  test('names the critical zone, draws the coil and opens it on the psychrometric chart', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openCalculator(page, calculators.buildingLoad);
    await page.locator('#bl-calculationName').fill('Ventilated office');

    await page.getByRole('button', { name: 'Add zone' }).click();
    await expect(page.getByTestId('building-zone')).toHaveCount(2);
    await page.getByRole('button', { name: 'Duplicate Office 101' }).click();
    await page.locator('#bl-rooms-1-name').fill('Conference');
    await choose(page, 'bl-rooms-1-zoneId', 'Zone 2');
    await page.locator('#bl-rooms-1-people').fill('12');

    await choose(page, 'bl-zones-1-occupancyCategory', 'General: Conference/meeting');
    await choose(page, 'bl-systems-0-outdoorAirMethod', 'ASHRAE 62.1 multiple-zone, Appendix A');
    await page.locator('#bl-systems-0-vavMinimumFraction').fill('0.3');

    const systems = page.getByTestId('building-ventilation-system-table');
    await expect(systems).toContainText('Zone 2 (at VAV minimum)');
    await expect(systems).toContainText('ASHRAE 62.1 multiple-zone, Appendix A');
    await expect(page.getByTestId('building-ventilation-zone-table')).toContainText(
      'Zone 2 (critical)',
    );
    const coil = page.getByTestId('building-coil-process-table');
    await expect(coil).toContainText('Draw-through (after the coil)');
    await expect(page.getByTestId('building-process-state-table')).toContainText('Coil leaving');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(page, 'Ventilation job', 'Ventilated office', 'building-load');
    await page.getByRole('button', { name: 'Open AHU-1 on the psychrometric chart' }).click();
    await expect(page).toHaveURL(/psychrometric-chart/);
    await expect(page.getByText('AHU-1 process (Ventilated office)').first()).toBeVisible();
  });
});
