import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectHeadingsInOrder, expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { downloadReportText, openSavedFile, saveToNewProject } from '../support/workspace';

const PHOENIX_NAME = 'USA_AZ_Phoenix-Sky.Harbor.Intl.AP.722780_TMY3.ddy';
/** EnergyPlus weather data (see packages/hvac-core/test-fixtures/weather/SOURCES.md). */
const PHOENIX_DDY = fileURLToPath(
  new URL(`../../../packages/hvac-core/test-fixtures/weather/${PHOENIX_NAME}`, import.meta.url),
);

/** Picks an option of a Mantine Select by the select's id. */
async function choose(page: Page, id: string, option: string): Promise<void> {
  await page.locator(`#${id}`).click();
  // The open dropdown's list: the rooms' native "Move to zone" selects hold options of the same names.
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The cells of a peak-table row by its first cell ("Room: Office 101"). */
function peakRow(page: Page, name: string) {
  return page.getByTestId('building-peak-row').filter({ hasText: name });
}

/*
 * A small office in Phoenix from its EnergyPlus .ddy: Site:Location (line 6), 99.6 % heating day
 * (line 23) and the 0.4 % cooling day of July (line 199: 43.4 °C, range 12 K, MCWB 21.1 °C,
 * taub/taud from the file). Three rooms, two zones, one system: Office 101 faces west (zone 1),
 * Office 102 and the Conference room face east (zone 2, the conference with 8 people). The walls
 * and roofs are a new file's library wall 22 and roof 36 with their conduction time series: the
 * west room peaks at 17:00, the east rooms at 10:00; zone 2's block peak is at 10:00, the
 * system coil and the building's block at 16:00. Figures are the engine's (hvac-core
 * building-load, printed by journey-figures.test.ts), read on screen.
 */
test.describe('building load', () => {
  test('builds a small office from an imported .ddy, saves, reopens, switches units and prints', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await openCalculator(page, calculators.buildingLoad);
    await page.locator('#bl-calculationName').fill('Small office');

    // A damaged file: the engine names the line and the field, and nothing is imported.
    const damaged = readFileSync(PHOENIX_DDY, 'latin1').replace(
      '      33.45,     !- Latitude',
      '      north,     !- Latitude',
    );
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'damaged.ddy',
      mimeType: 'text/plain',
      buffer: Buffer.from(damaged, 'latin1'),
    });
    const importAlert = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
    await expect(importAlert).toContainText('Line 8');
    await expect(importAlert).toContainText('Latitude');
    await expect(page.locator('#bl-site-latitudeDeg')).toHaveValue('41.98');

    await fileInput.setInputFiles(PHOENIX_DDY);
    await expect(importAlert).toHaveCount(0);
    await expect(page.locator('#bl-site-latitudeDeg')).toHaveValue('33.45');
    await expect(page.locator('#bl-site-months-0-maxDryBulb')).toHaveValue('110.12');
    const sources = page.getByTestId('building-site-sources');
    await expect(sources).toContainText(`Cooling design days: ${PHOENIX_NAME}, line 199`);
    await expect(sources).toContainText(`Heating design dry bulb: ${PHOENIX_NAME}, line 23`);

    // Zone 2 on the same system, then two more rooms by duplicating and editing.
    await page.getByRole('button', { name: 'Add zone' }).click();
    await expect(page.getByTestId('building-zone')).toHaveCount(2);

    await page.getByRole('button', { name: 'Duplicate Office 101' }).click();
    await page.locator('#bl-rooms-1-name').fill('Office 102');
    await choose(page, 'bl-rooms-1-zoneId', 'Zone 2');
    await choose(page, 'bl-rooms-1-surfaces-0-orientation', 'East');
    await choose(page, 'bl-rooms-1-windows-0-orientation', 'East');

    await page.getByRole('button', { name: 'Duplicate Office 102' }).click();
    await page.locator('#bl-rooms-2-name').fill('Conference');
    await page.locator('#bl-rooms-2-people').fill('8');
    await expect(page.getByTestId('building-room-row')).toHaveCount(3);

    // Peaks and their times: each room at its own hour, the block peaks of zones and the coil.
    await expect(peakRow(page, 'Room: Office 101')).toContainText('6,012');
    await expect(peakRow(page, 'Room: Office 101')).toContainText('Jul 17:00');
    await expect(peakRow(page, 'Room: Office 102')).toContainText('5,214');
    await expect(peakRow(page, 'Room: Office 102')).toContainText('Jul 10:00');
    await expect(peakRow(page, 'Room: Conference')).toContainText('7,671');
    await expect(peakRow(page, 'Room: Conference')).toContainText('Jul 10:00');
    await expect(peakRow(page, 'Zone: Zone 2')).toContainText('12,884');
    await expect(peakRow(page, 'Zone: Zone 2')).toContainText('Jul 10:00');
    await expect(peakRow(page, 'System: AHU-1')).toContainText('20,592');
    await expect(peakRow(page, 'System: AHU-1')).toContainText('Jul 16:00');
    await expect(page.getByTestId('building-peak-time')).toHaveText('Jul 16:00');
    await expect(page.getByTestId('building-peak-total')).toHaveText('17,761 Btu/h');
    await expect(page.getByTestId('building-peak-day-chart')).toBeVisible();
    await expect(page.getByTestId('building-monthly-chart')).toBeVisible();
    // The pointer still rests on the last button clicked; its hover tint is not the page's state.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    await saveToNewProject(page, 'Office job', 'Small office', 'building-load');

    await openSavedFile(page, 'Office job', calculators.buildingLoad, 'Small office');
    await expect(page.getByTestId('building-peak-total')).toHaveText('17,761 Btu/h');
    await expectHeadingsInOrder(page);
    await expect(page.getByTestId('building-peak-time')).toHaveText('Jul 16:00');
    await expect(page.getByTestId('building-room-row')).toHaveCount(3);
    await expect(page.getByTestId('building-site-sources')).toContainText(PHOENIX_NAME);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // Metric: the same building, 5,205 W (17,761 Btu/h); 110.12 °F is 43.4 °C again.
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.getByTestId('building-peak-total')).toHaveText('5,205 W');
    await expect(page.locator('#bl-site-months-0-maxDryBulb')).toHaveValue('43.4');
    await expect(peakRow(page, 'System: AHU-1')).toContainText('6,035');

    const text = await downloadReportText(page, 'Small office report.pdf');
    expect(text).toContain('Office job');
    expect(text).toContain('Building load');
    expect(text).toMatch(/Block peak cooling, room side \(sensible \+ latent\)\s+5,205\s+W/);
    expect(text).toMatch(/Peak at\s+Jul 16:00/);
    expect(text).toContain(PHOENIX_NAME);
    // The room's name wraps in its cell: its row is read by its peak, 7,671 Btu/h = 2,248 W.
    expect(text).toContain('Conference');
    expect(text).toMatch(/Room:[^\n]*2,248[^\n]*Jul 10:00/);
    expect(text).toMatch(/System: AHU-1[^\n]*Jul 16:00/);
    expect(text).toContain('Radiant time series');
    expect(text).toContain('Method and references');
  });
});
