import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { calculators, openCalculator } from '../support/calculators';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { scheduleCell } from '../support/schedule';
import { saveIntoProject, saveToNewProject } from '../support/workspace';

/*
 * Results flow on (issue 19): the example building (Office 101 in Zone 1, served by AHU-1) is
 * saved; the equipment schedule offers AHU-1 with the coil the building page shows (total at the
 * system's peak, supply airflow, peak time); the energy calculator takes the design loads. The
 * figures are read on the building page and must arrive unchanged: the schedule and the energy
 * file recompute them with the same engine (hvac-core building-load).
 */
test.describe('building-load results flow on', () => {
  test('fill an AHU row of the schedule and the energy design loads from a saved building', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openCalculator(page, calculators.buildingLoad);
    await page.locator('#bl-calculationName').fill('Office building');

    // AHU-1's coil as the building page shows it: peak time (column 1), coil total (Btu/h, column
    // 9, after the block, outdoor air and fan heat that add up to it), supply air (cfm, column 11).
    const coilRow = page.getByTestId('building-coil-table').getByRole('row', { name: /^AHU-1/ });
    await expect(coilRow.getByRole('cell').nth(9)).toHaveText(/^\d{1,3}(,\d{3})*$/);
    const coilTotal = (await coilRow.getByRole('cell').nth(9).textContent()) ?? '';
    const peakAt = (await coilRow.getByRole('cell').nth(1).textContent()) ?? '';
    const supplyAir = (await coilRow.getByRole('cell').nth(11).textContent()) ?? '';
    expect(peakAt).toMatch(/^[A-Z][a-z]{2} \d{2}:00$/);

    await saveToNewProject(page, 'Flow job', 'Office building', 'building-load');
    const projectId = decodeURIComponent(
      /\/projects\/([^/]+)\/building-load\//.exec(page.url())?.[1] ?? '',
    );
    expect(projectId).not.toBe('');

    // The schedule offers the building's system, with the building page's figures.
    await page.goto(`/calculators/schedules?projectId=${encodeURIComponent(projectId)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment schedule' })).toBeVisible();
    const source = page.getByTestId('schedule-source').filter({ hasText: 'system AHU-1' });
    await expect(source).toContainText('Building load: “Office building”, system AHU-1');
    await expect(source.getByTestId('schedule-source-values')).toHaveText(
      new RegExp(
        `^Cooling capacity ${coilTotal} Btu/h · Heating capacity [\\d,]+ Btu/h · Airflow ${supplyAir} cfm$`,
      ),
    );
    await expect(source.getByTestId('schedule-source-notes')).toHaveText(
      new RegExp(
        `^AHU-1 at its peak, ${peakAt} \\(hour ending, local standard time\\); sensible cooling [\\d,]+ Btu/h; outdoor air [\\d,]+ cfm\\.$`,
      ),
    );
    const heating = /Heating capacity ([\d,]+) Btu\/h/.exec(
      (await source.getByTestId('schedule-source-values').textContent()) ?? '',
    )?.[1];
    await source.getByRole('button', { name: 'Add AHU-1 from Office building, AHU-1' }).click();
    await expect(source).toContainText('Added AHU-1');
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'tag')).toHaveValue('AHU-1');
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'servingArea')).toHaveValue('Zone 1');
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'coolingCapacity')).toHaveValue(
      coilTotal,
    );
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'heatingCapacity')).toHaveValue(
      heating ?? '',
    );
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'airflow')).toHaveValue(supplyAir);
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'notes')).toHaveValue(
      /^AHU-1 at its peak/,
    );
    await expectNoSeriousA11yViolations(page);

    // Saved and reopened, the row keeps its link to the building.
    await saveIntoProject(page, projectId, 'AHU schedule');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'AHU schedule' })).toBeVisible();
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'coolingCapacity')).toHaveValue(
      coilTotal,
    );
    const link = page.getByTestId('schedule-airHandlingUnit-1-source').getByRole('link');
    await expect(link).toHaveText('Building load “Office building”');
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/projects/${projectId}/building-load/[^/]+$`),
    );

    // Energy: the design loads from the building file. With every room on AHU-1 the design heat
    // loss is the AHU's heating load (its rooms' and its outdoor air's, the figure the building
    // page shows) and the cooling load its coil total.
    await page.goto(`/calculators/energy-analysis?projectId=${encodeURIComponent(projectId)}`);
    const take = page.getByRole('region', { name: 'Take design loads from a building-load file' });
    await expect(take.getByLabel('Building-load file')).toHaveValue(/.+/);
    await take.getByRole('button', { name: 'Take design loads' }).click();
    await expect(page.locator('#energy-heating-designHeatLoss')).toHaveValue(heating ?? '');
    await expect(page.locator('#energy-cooling-capacity')).toHaveValue(coilTotal);
    await expect(page.getByText('From building load “Office building”')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });
});
