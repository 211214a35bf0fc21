import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { saveToNewProject } from '../support/workspace';

const CHICAGO_EPW_NAME = 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw';
/** EnergyPlus weather data (see packages/hvac-core/test-fixtures/weather/SOURCES.md). */
const CHICAGO_EPW = fileURLToPath(
  new URL(`../../../packages/hvac-core/test-fixtures/weather/${CHICAGO_EPW_NAME}`, import.meta.url),
);

/** Picks an option of a Mantine Select. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  // The open dropdown's list: the rooms' native "Move to zone" selects hold options of the same names.
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/*
 * The room table filled fast: two rooms bulk-edited at once, a third imported from a room
 * heat-load file saved in a project (the heat-load example: 300 ft², 300 W of lighting = 1 W/ft²,
 * 35 cfm), moved to another zone by dragging, the site imported from an .epw, saved and reopened.
 */
test.describe('building load: rooms, zones and .epw', () => {
  test('bulk-edits rooms, imports a room from a heat-load file, moves it, imports an .epw, saves and reopens', async ({
    page,
  }) => {
    test.setTimeout(240_000);

    // A saved room heat-load file to import from.
    await page.goto('/calculators/heat-load');
    await page.locator('#heat-load-roomName').fill('Corner office');
    await saveToNewProject(page, 'Rooms job', 'Corner office heat load');

    await openCalculator(page, calculators.buildingLoad);
    await page.locator('#bl-calculationName').fill('Rooms building');

    // Two rooms, both set to 4 people at once.
    await page.getByRole('button', { name: 'Duplicate Office 101' }).click();
    await page.locator('#bl-rooms-1-name').fill('Office 102');
    await expect(page.getByTestId('building-room-row')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all rooms' }).check();
    const bulk = page.getByTestId('building-bulk-edit');
    await bulk.getByLabel('New people').fill('4');
    await bulk.getByRole('button', { name: 'Apply to 2 rooms' }).click();
    await expect(page.getByTestId('building-rooms-status')).toHaveText(
      'People set to 4 in 2 rooms.',
    );
    await expect(page.locator('#bl-rooms-1-people')).toHaveValue('4');
    await page.getByRole('button', { name: 'Office 101', exact: true }).click();
    await expect(page.locator('#bl-rooms-0-people')).toHaveValue('4');
    await bulk.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bulk).toHaveCount(0);

    // A room from the heat-load file: this building file is in no project yet, so pick one.
    await page.getByRole('button', { name: 'Import from heat-load file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a room from a heat-load file' });
    await expect(dialog).toContainText('save this building file in a project');
    await dialog.getByLabel('Project').selectOption({ label: 'Rooms job' });
    await choose(
      page,
      dialog.getByRole('combobox', { name: 'Heat-load file' }),
      'Corner office heat load',
    );
    await dialog.getByRole('button', { name: 'Import room' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('building-room-row')).toHaveCount(3);
    await expect(page.locator('#bl-rooms-2-name')).toHaveValue('Corner office');
    await expect(page.locator('#bl-rooms-2-floorArea')).toHaveValue('300');
    await expect(page.locator('#bl-rooms-2-lightingDensity')).toHaveValue('1');
    await expect(page.locator('#bl-rooms-2-ventilation')).toHaveValue('35');
    await expect(page.getByTestId('building-room-import-notes')).toContainText(
      'Wall orientation: the heat-load file has none; the wall faces S',
    );

    // A second zone, and the imported room dragged onto it.
    await page.getByRole('button', { name: 'Add zone' }).click();
    const zone2 = page.getByRole('group', { name: 'Rooms in Zone 2' });
    await expect(zone2).toBeVisible();
    await page.getByTestId('building-zone-room').filter({ hasText: 'Corner office' }).dragTo(zone2);
    await expect(zone2.getByTestId('building-zone-room')).toHaveText(/Corner office/);
    await expect(page.getByRole('combobox', { name: 'Zone of Corner office' })).toHaveValue(
      'Zone 2',
    );

    // The site from the .epw's 8,760 hours: a damaged hour first imports nothing.
    const fileInput = page.locator('input[type="file"]');
    const lines = readFileSync(CHICAGO_EPW, 'latin1').split('\n');
    lines[99] = (lines[99] ?? '').split(',').slice(0, -1).join(',');
    await fileInput.setInputFiles({
      name: 'damaged.epw',
      mimeType: 'text/plain',
      buffer: Buffer.from(lines.join('\n'), 'latin1'),
    });
    const importAlert = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
    await expect(importAlert).toContainText('Line 100, row');
    await fileInput.setInputFiles(CHICAGO_EPW);
    await expect(importAlert).toHaveCount(0);
    await expect(page.locator('#bl-site-name')).toHaveValue('Chicago Ohare Intl Ap, IL, USA');
    const sources = page.getByTestId('building-site-sources');
    await expect(sources).toContainText(
      `Heating design dry bulb: ${CHICAGO_EPW_NAME}, derived from 8,760 hours (99.6 % dry bulb)`,
    );
    await expect(page.getByTestId('building-peak-total')).toHaveText(/Btu\/h$/);

    await saveToNewProject(page, 'Building job', 'Rooms building', 'building-load');
    await page.reload();
    await expect(page.getByTestId('building-room-row')).toHaveCount(3);
    await expect(page.getByRole('group', { name: 'Rooms in Zone 2' })).toContainText(
      'Corner office',
    );
    await expect(page.locator('#bl-rooms-0-people')).toHaveValue('4');
    await expect(page.getByTestId('building-site-sources')).toContainText(
      `${CHICAGO_EPW_NAME}, derived from 8,760 hours`,
    );
    await expect(page.getByText('the numbers changed')).toHaveCount(0);
  });
});
