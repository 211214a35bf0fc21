import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, openSavedFile, saveToNewProject } from '../support/workspace';

const GOLDEN_NAME = 'USA_CO_Golden-NREL.724666_TMY3.ddy';
/** EnergyPlus weather data (see packages/hvac-core/test-fixtures/weather/SOURCES.md). */
const GOLDEN_DDY = fileURLToPath(
  new URL(`../../../packages/hvac-core/test-fixtures/weather/${GOLDEN_NAME}`, import.meta.url),
);

/** Picks an option of a Mantine Select by the select's id. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The cells of a peak-table row by its first cell ("Room: Office 101"). */
function peakRow(page: Page, name: string) {
  return page.getByTestId('building-peak-row').filter({ hasText: name });
}

const DRY_COIL = 'the outdoor air is drier than the room';

/*
 * A small building at altitude in a dry climate (issue 40 §2 and §5): Golden, Colorado, from its
 * EnergyPlus .ddy (Site:Location line 7, elevation 1,829 m on line 11) at the annual 1 % cooling
 * condition the engineer chooses before importing (lines 231–240: 32 °C, range 15.2 K, mean
 * coincident wet bulb 15.5 °C). A new file's Office 101 faces west; Office 102, its duplicate,
 * faces south, its window placed on its wall (issue 40 §5: 130 ft² gross, 97.5 ft² net). At 81.2 kPa the supply air is about 1/0.80 of the sea-level volume for the same
 * load, and the dry outdoor air takes up more moisture than the rooms give off, so the coil's
 * latent load is 0 and a warning says why. Figures are the engine's (hvac-core building-load,
 * printed by journey-figures.test.ts), read on screen and in the PDF.
 */
test.describe('building load at altitude: Golden, Colorado', () => {
  test('imports the Golden .ddy at annual 1 %, sizes the dry coil, saves, reopens and prints', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await openCalculator(page, calculators.buildingLoad);
    await page.locator('#bl-calculationName').fill('Golden office');

    await choose(
      page,
      'bl-site-designCondition',
      'Annual 1 % dry bulb with mean coincident wet bulb',
    );
    await page.locator('input[type="file"]').setInputFiles(GOLDEN_DDY);
    await expect(page.locator('#bl-site-latitudeDeg')).toHaveValue('39.74');
    // 1,829 m = 6,000.66 ft.
    await expect(page.locator('#bl-site-elevation')).toHaveValue('6,000.7');
    await expect(page.locator('#bl-site-months-0-maxDryBulb')).toHaveValue('89.6');
    await expect(page.getByTestId('building-site-design-condition')).toContainText(
      `Annual 1 % cooling design dry bulb with its mean coincident wet bulb and the mean daily range of July, the hottest month, ${GOLDEN_NAME}`,
    );
    await expect(page.getByTestId('building-site-sources')).toContainText(GOLDEN_NAME);

    await page.getByRole('button', { name: 'Duplicate Office 101' }).click();
    await page.locator('#bl-rooms-1-name').fill('Office 102');
    await choose(page, 'bl-rooms-1-surfaces-0-orientation', 'South');
    // The window placed on that wall: it faces south with it, and the wall's 130 ft² is now gross.
    await choose(page, 'bl-rooms-1-windows-0-surfaceId', 'Surface 1 (South)');
    await expect(page.locator('#bl-rooms-1-windows-0-orientation')).toHaveValue('South');
    await expect(page.locator('#bl-rooms-1-windows-0-orientation')).toBeDisabled();
    await expect(page.getByText('Surface 1 gross area')).toBeVisible();
    await expect(page.getByText(/Net 97\.5 ft² after its windows/)).toBeVisible();
    await expect(page.getByTestId('building-room-row')).toHaveCount(2);

    await expect(peakRow(page, 'Room: Office 101')).toContainText('4,937');
    await expect(peakRow(page, 'Room: Office 101')).toContainText('Jul 17:00');
    await expect(peakRow(page, 'Room: Office 102')).toContainText('3,507');
    await expect(peakRow(page, 'Room: Office 102')).toContainText('Jul 14:00');
    await expect(page.getByTestId('building-peak-total')).toHaveText('8,020 Btu/h');
    await expect(page.getByTestId('building-peak-time')).toHaveText('Jul 16:00');
    // The coil: sensible = total = 8,830 Btu/h, latent 0; 458 cfm of supply air at 1,829 m.
    const coil = page.getByTestId('building-coil-table');
    await expect(coil).toContainText('8,830');
    await expect(coil).toContainText('458');
    await expect(page.getByText(DRY_COIL)).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(page, 'Golden job', 'Golden office', 'building-load');

    await openSavedFile(page, 'Golden job', calculators.buildingLoad, 'Golden office');
    await expect(page.getByTestId('building-peak-total')).toHaveText('8,020 Btu/h');
    await expect(page.getByTestId('building-room-row')).toHaveCount(2);
    await expect(page.getByTestId('building-site-design-condition')).toContainText('Annual 1 %');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // Metric: the same building, 2,350 W (8,020 Btu/h); the coil 2,588 W at 216 L/s.
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.getByTestId('building-peak-total')).toHaveText('2,350 W');
    await expect(page.locator('#bl-site-months-0-maxDryBulb')).toHaveValue('32');
    await expect(page.locator('#bl-site-elevation')).toHaveValue('1,829');
    await expect(page.getByTestId('building-coil-table')).toContainText('2,588');
    await expect(page.getByTestId('building-coil-table')).toContainText('216');

    const text = await downloadReportText(page, 'Golden office report.pdf');
    expect(text).toContain('Golden job');
    expect(text).toContain('Golden');
    expect(text).toContain(GOLDEN_NAME);
    expect(text).toContain('Annual 1 %');
    expect(text).toMatch(/Block peak cooling, room side \(sensible \+ latent\)\s+2,350\s+W/);
    expect(text).toMatch(/Peak at\s+Jul 16:00/);
    expect(text).toContain(DRY_COIL);
    expect(text).toContain('Net opaque area');
  });
});
