import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { scheduleCell } from '../support/schedule';
import { createProjectFromTemplate, saveIntoProject } from '../support/workspace';

test.describe('equipment schedule', () => {
  test('is filled from a project’s heat load and pump head, edited, saved, reopened and exported', async ({
    page,
  }, testInfo) => {
    test.setTimeout(330_000);

    // The Small Office Fit-out template gives a heat load ("Office heat load") and a duct.
    const projectId = await createProjectFromTemplate(page, 'Small Office Fit-out');

    // A pump head with the calculator's default circuit, saved into the project.
    await page.goto(`/calculators/pump-head-calc?projectId=${encodeURIComponent(projectId)}`);
    await expect(page.getByTestId('design-head')).toHaveText(/^52(\.0)? ft of water$/);
    await saveIntoProject(page, projectId, 'Chilled water pump');

    // A new schedule from the project page.
    await page.goto(`/projects/${encodeURIComponent(projectId)}`);
    await page.getByRole('button', { name: 'New calculation' }).click();
    await page.getByRole('menuitem', { name: 'New equipment schedule' }).click();
    await expect(page).toHaveURL(/\/calculators\/schedules\?projectId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment schedule' })).toBeVisible();
    await expect(page.getByText(/^No equipment yet/)).toBeVisible();

    // Office heat load (templates.ts): the engine's cooling design load is 45,925.5 Btu/h
    // (13,459.4 W; the BoQ spec checks it as 3.83 tons), rounded to whole Btu/h: 45,926.
    const sources = page.getByTestId('schedule-source');
    const heatLoad = sources.filter({ hasText: 'Office heat load' });
    await expect(heatLoad.getByTestId('schedule-source-values')).toHaveText(
      'Cooling capacity 45,926 Btu/h',
    );
    await heatLoad.getByLabel('Add as').selectOption('airHandlingUnit');
    await heatLoad.getByRole('button', { name: 'Add AHU-1 from Office heat load' }).click();
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'tag')).toHaveValue('AHU-1');
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'servingArea')).toHaveValue(
      'Open-plan office',
    );
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'coolingCapacity')).toHaveValue('45,926');

    // The pump head's default circuit at 100 gpm: total dynamic head 47.29 ft (as its page shows)
    // × 1.10 safety margin = 52.02 → 52.0 ft; shaft power 1.88 hp → next NEMA MG 1 rating 2 hp;
    // motor input 2.088 hp × 0.7457 kW/hp = 1.557 → 1.56 kW. Serving area: the file's name.
    const pump = sources.filter({ hasText: 'Chilled water pump' });
    await expect(pump.getByTestId('schedule-source-values')).toHaveText(
      'Water flow 100 gpm · Pump head 52 ft of water · Motor rating 2 hp · Electrical input 1.56 kW',
    );
    await pump.getByRole('button', { name: 'Add P-1 from Chilled water pump' }).click();
    await expect(pump).toContainText('Added P-1');
    await expect(scheduleCell(page, 'pump', 1, 'servingArea')).toHaveValue('Chilled water pump');
    await expect(scheduleCell(page, 'pump', 1, 'waterFlow')).toHaveValue('100');
    await expect(scheduleCell(page, 'pump', 1, 'pumpHead')).toHaveValue('52');
    await expect(scheduleCell(page, 'pump', 1, 'motorPower')).toHaveValue('2');
    await expect(scheduleCell(page, 'pump', 1, 'electricalPower')).toHaveValue('1.56');
    const pumpSource = page.getByTestId('schedule-pump-1-source').getByRole('link');
    await expect(pumpSource).toHaveText('Pump head “Chilled water pump”');
    await expect(pumpSource).toHaveAttribute(
      'href',
      new RegExp(`/projects/${projectId}/pump-head-calc/[^/]+$`),
    );

    // A custom row typed in, and a second pump.
    await page.locator('#schedule-add-type').selectOption('custom');
    await page.getByRole('button', { name: 'Add row', exact: true }).click();
    await expect(scheduleCell(page, 'custom', 1, 'tag')).toHaveValue('EQ-1');
    await scheduleCell(page, 'custom', 1, 'tag').fill('KEF-1');
    await scheduleCell(page, 'custom', 1, 'servingArea').fill('Kitchen hood');
    await scheduleCell(page, 'custom', 1, 'electricalPower').fill('0.75');
    await scheduleCell(page, 'custom', 1, 'notes').fill('Grease-rated, UL 762');
    await page.getByRole('button', { name: 'Add pump' }).click();
    await expect(scheduleCell(page, 'pump', 2, 'tag')).toHaveValue('P-2');
    await scheduleCell(page, 'pump', 2, 'waterFlow').fill('150');

    // A bad value is named with its valid values; corrected, the message goes.
    await scheduleCell(page, 'pump', 1, 'phase').fill('2');
    await expect(page.getByText('P-1: Phase must be 1 or 3 ph.').first()).toBeVisible();
    await scheduleCell(page, 'pump', 1, 'phase').fill('3');
    await expect(page.getByText('P-1: Phase must be 1 or 3 ph.')).toHaveCount(0);
    // Connected load: 1.56 + 0.75 = 2.31 kW (the AHU and P-2 give none).
    await expect(page.getByTestId('schedule-connected-load')).toHaveText('2.31 kW');
    await expect(page.getByTestId('schedule-row-count')).toHaveText('4');

    // Sorting is a view: by water flow, descending, P-2 (150 gpm) comes first; the move buttons
    // wait; "Apply this order" makes it the schedule's order.
    const pumps = page.getByTestId('schedule-table-pump');
    await pumps.getByRole('button', { name: 'Sort by Water flow (gpm)' }).click();
    await pumps.getByRole('button', { name: 'Sort by Water flow (gpm)' }).click();
    await expect(scheduleCell(page, 'pump', 1, 'tag')).toHaveValue('P-2');
    await expect(page.getByRole('button', { name: 'Move P-2 down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Apply this order' }).click();
    await expect(page.getByTestId('schedule-view-notice')).toHaveCount(0);
    await expect(scheduleCell(page, 'pump', 1, 'tag')).toHaveValue('P-2');
    await expect(page.getByRole('button', { name: 'Move P-2 down' })).toBeEnabled();

    // The text filter narrows the view to matching rows.
    await page.locator('#schedule-filter').fill('chilled');
    await expect(page.getByTestId('schedule-table-airHandlingUnit')).toHaveCount(0);
    await expect(scheduleCell(page, 'pump', 1, 'tag')).toHaveValue('P-1');
    await page.getByRole('button', { name: 'Show the saved order' }).click();
    await expectNoSeriousA11yViolations(page);

    // Save into the project (preselected from ?projectId=), reload: the same rows in that order.
    await saveIntoProject(page, projectId, 'Plant schedule');
    await expect(page).toHaveURL(/\/projects\/[^/]+\/schedules\/[^/?]+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Plant schedule' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(scheduleCell(page, 'airHandlingUnit', 1, 'coolingCapacity')).toHaveValue('45,926');
    await expect(scheduleCell(page, 'pump', 1, 'tag')).toHaveValue('P-2');
    await expect(scheduleCell(page, 'pump', 1, 'waterFlow')).toHaveValue('150');
    await expect(scheduleCell(page, 'pump', 2, 'tag')).toHaveValue('P-1');
    await expect(scheduleCell(page, 'pump', 2, 'pumpHead')).toHaveValue('52');
    await expect(scheduleCell(page, 'pump', 2, 'phase')).toHaveValue('3');
    await expect(scheduleCell(page, 'custom', 1, 'tag')).toHaveValue('KEF-1');
    await expect(scheduleCell(page, 'custom', 1, 'notes')).toHaveValue('Grease-rated, UL 762');
    await expect(page.getByTestId('schedule-connected-load')).toHaveText('2.31 kW');
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // CSV (the engine's scheduleToCsv): one table per type, units in the headers.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe('Equipment schedule.csv');
    const lines = readFileSync(await csvFile.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('"Air-handling unit schedule"');
    expect(lines[1]).toMatch(
      /^"Tag","Serving area","Cooling capacity \(Btu\/h\)","Heating capacity \(Btu\/h\)","Airflow \(cfm\)",/,
    );
    expect(lines[2]).toMatch(/^"AHU-1","Open-plan office","45926","",/);
    expect(lines[3]).toBe('');
    expect(lines[4]).toBe('"Pump schedule"');
    expect(lines[5]).toBe(
      '"Tag","Serving area","Water flow (gpm)","Pump head (ft of water)","Motor rating (hp)","Voltage (V)","Phase (ph)","Frequency (Hz)","Full-load amps (FLA) (A)","Electrical input (kW)","Manufacturer","Model","Operating weight (lb)","Notes"',
    );
    expect(lines[6]).toBe('"P-2","","150","","","","","","","","","","",""');
    expect(lines[7]).toBe(
      '"P-1","Chilled water pump","100","52","2","","3","","","1.56","","","",""',
    );
    expect(lines[9]).toBe('"Custom equipment schedule"');
    expect(lines[11]).toMatch(/^"KEF-1","Kitchen hood",.*"0\.75".*"Grease-rated, UL 762"$/);

    // PDF: landscape A4 (841.89 × 595.28 pt), one table per type.
    const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Download PDF report' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe('Plant schedule report.pdf');
    const pdfPath = testInfo.outputPath('schedule-report.pdf');
    await pdfFile.saveAs(pdfPath);
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts/);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Small Office Fit-out');
    expect(text).toContain('Equipment schedules');
    for (const title of [
      'Air-handling unit schedule',
      'Pump schedule',
      'Custom equipment schedule',
    ])
      expect(text.split(title)).toHaveLength(2);
    expect(text).not.toContain('Fan schedule');
    expect(text).toMatch(/AHU-1\s+Open-plan office\s+45,926\s+Heat load/);
    expect(text).toMatch(/P-2\s+150\b/);
    expect(text).toMatch(/P-1\s+Chilled water pump\s+100\s+52\s+2\s+3\s+1\.56\s+Pump head/);
    expect(text).toMatch(/Connected electrical load\s+2\.31\s+kW/);
    expect(text).toContain('Grease-rated, UL 762');
    expect(text).toMatch(/Page 1 of \d/);

    // Each filled row links back to its calculation.
    await page.getByTestId('schedule-airHandlingUnit-1-source').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/heat-load/[^/?]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Office heat load' })).toBeVisible();
  });
});
