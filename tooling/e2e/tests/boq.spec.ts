import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { calculators, openCalculator } from '../support/calculators';
import { expectTexts } from '../support/form';
import {
  createProjectFromTemplate,
  downloadReportText,
  openProjectFile,
  openTemplateFile,
  saveIntoProject,
} from '../support/workspace';

async function fillItem(page: Page, item: number, field: string, value: string): Promise<void> {
  await page.locator(`#boq-item-${item}-${field}`).fill(value);
}

test.describe('bill of quantities', () => {
  test('the Small Office template’s Basic BoQ opens with its totals', async ({ page }) => {
    await openTemplateFile(page, 'Small Office Fit-out', calculators.boq, 'Basic BoQ');
    await expect(page).toHaveURL(/\/boq\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Basic BoQ' })).toBeVisible();
    // Template items (apps/web/src/projects/templates.ts), quantity × rate by hand:
    // 2 no. × $4,200 = $8,400.00; 450 lb × $9.50 = $4,275.00; 12 no. × $145 = $1,740.00;
    // sum $14,415.00, no contingency, discount or tax.
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$8,400.00');
    await expect(page.getByTestId('boq-item-2-total')).toHaveText('$4,275.00');
    await expect(page.getByTestId('boq-item-3-total')).toHaveText('$1,740.00');
    await expect(page.getByTestId('boq-subtotal')).toHaveText('$14,415.00');
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$14,415.00');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    // The file's own project feeds the suggestions: its heat load and supply duct.
    await expect(
      page.getByRole('button', { name: /^Accept: Air-conditioning unit or heat pump, 4 tons/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Reorder by dragging item 2's handle onto item 1, then back with the keyboard's move button.
    await page
      .getByTestId('boq-item-1')
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.getByTestId('boq-item-2-handle').hover();
    await page.mouse.down();
    const target = await page.getByTestId('boq-item-1').boundingBox();
    if (!target) throw new Error('item 1 is not on screen');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$4,275.00');
    await expect(page.getByTestId('boq-item-2-total')).toHaveText('$8,400.00');
    await page.getByRole('button', { name: 'Move item 1 down' }).click();
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$8,400.00');
    await expect(page.getByTestId('boq-item-2-total')).toHaveText('$4,275.00');

    // Delete with undo: 14,415 − 4,275 = 10,140, and back.
    await page.getByRole('button', { name: 'Delete item 2' }).click();
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$10,140.00');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$14,415.00');
    await expect(page.getByTestId('boq-item-2-total')).toHaveText('$4,275.00');
    // A quantity being corrected: the bill shows its last valid totals, and every other item keeps
    // its own total (12 × $145 = $1,740.00) while item 1 has none.
    await fillItem(page, 1, 'quantity', '-5');
    await expect(
      page.getByText('Quantity of item 1 must be between 0 and 1,000,000,000.'),
    ).toBeVisible();
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('—');
    await expect(page.getByTestId('boq-item-3-total')).toHaveText('$1,740.00');
    await fillItem(page, 1, 'quantity', '2');
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$8,400.00');

    // A suggestion edited before it is accepted, and one ignored (and shown again).
    const suggestions = page.getByTestId('boq-suggestion');
    const insulation = suggestions.filter({ hasText: 'Duct insulation, external wrap' });
    await insulation.getByRole('button', { name: /^Edit:/ }).click();
    await insulation.getByLabel('Quantity').fill('500');
    await insulation.getByLabel('Rate').fill('3');
    await insulation.getByRole('button', { name: 'Add edited item' }).click();
    // 500 ft² × $3 = $1,500.00; 14,415 + 1,500 = 15,915.
    await expect(page.getByTestId('boq-item-4-total')).toHaveText('$1,500.00');
    await expect(page.locator('#boq-item-4-unit')).toHaveValue('ft²');
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$15,915.00');
    const elbow = suggestions.filter({ hasText: 'Rectangular elbow' });
    await elbow.getByRole('button', { name: /^Ignore:/ }).click();
    await expect(elbow).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the 1 ignored' }).click();
    await expect(elbow).toHaveCount(1);
    await expect(page.getByTestId('boq-item-5')).toHaveCount(0);

    // The edits are kept in a draft until saved or discarded; leave without saving.
    page.once('dialog', (dialog) => void dialog.accept());

    // A new bill without ?projectId= asks which project to read.
    await openCalculator(page, calculators.boq);
    await expect(page.getByText('Choose a project to see suggestions')).toBeVisible();
    await page.locator('#boq-suggestions-project').selectOption({ label: 'Small Office Fit-out' });
    await expect(page.getByTestId('boq-suggestion').first()).toBeVisible();
  });

  test('builds a bill in two sections from suggestions, saves, reopens and exports CSV and PDF', async ({
    page,
  }) => {
    test.setTimeout(270_000);
    const projectId = await createProjectFromTemplate(page, 'Small Office Fit-out');

    await openCalculator(page, calculators.boq, projectId);

    // Two sections: Plant (the new bill's first) and Ductwork.
    await page.locator('#boq-section-1-name').fill('Plant');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.locator('#boq-section-2-name').fill('Ductwork');

    // A priced item typed in: 2 no. × $185.50 = $371.00.
    await page.getByRole('button', { name: 'Add item to Plant' }).click();
    await fillItem(page, 1, 'description', 'Condensate pump');
    await fillItem(page, 1, 'quantity', '2');
    await fillItem(page, 1, 'rate', '185.50');
    await fillItem(page, 1, 'notes', 'Includes neutraliser');
    await expect(page.getByTestId('boq-item-1-total')).toHaveText('$371.00');

    // Suggestions come from the project's calculations, each naming its source; none is added
    // without a click.
    const suggestions = page.getByTestId('boq-suggestion');
    await expect(suggestions.first()).toBeVisible();
    await expect(page.getByTestId('boq-item-2')).toHaveCount(0);
    const unit = suggestions.filter({ hasText: 'Air-conditioning unit or heat pump, 4 tons' });
    // Office heat load 45,926 Btu/h (3.83 tons) → next standard size 4 tons.
    await expect(unit).toContainText('From heat load “Office heat load”');
    await unit.getByRole('button', { name: /^Accept:/ }).click();
    await expect(unit).toContainText('Added to the bill');
    await expect(page.locator('#boq-item-2-description')).toHaveValue(
      'Air-conditioning unit or heat pump, 4 tons nominal cooling',
    );
    await fillItem(page, 2, 'rate', '6800');

    // Main supply duct 26 × 14 in × 80 ft: 2(26 + 14)/12 × 80 = 533.33 ft²; 24 ga at
    // 1.156 lb/ft² (SMACNA) → 616.53 lb.
    await page.locator('#boq-suggestions-section').selectOption({ label: 'Ductwork' });
    const sheet = suggestions.filter({ hasText: 'Galvanized steel sheet 24 ga' });
    await expect(sheet).toContainText('From duct sizer “Main supply duct”');
    await expect(sheet.getByTestId('boq-suggestion-quantity')).toHaveText('616.53 lb');
    await sheet.getByRole('button', { name: /^Accept:/ }).click();
    await expect(page.locator('#boq-item-3-quantity')).toHaveValue('616.53');
    await fillItem(page, 3, 'rate', '4.25');

    // 616.53 × 4.25 = 2,620.2525 → $2,620.25. Plant: 371 + 6,800 = $7,171.00.
    // Subtotal 9,791.25; tax 8 % = 783.30; grand total 10,574.55.
    await page.locator('#boq-taxPercent').fill('8');
    await page.locator('#boq-notes').fill('Prices valid for 30 days.');
    await expectTexts(page, {
      'boq-item-3-total': '$2,620.25',
      'boq-section-1-subtotal': '$7,171.00',
      'boq-section-2-subtotal': '$2,620.25',
      'boq-subtotal': '$9,791.25',
      'boq-tax': '$783.30',
      'boq-grand-total': '$10,574.55',
    });
    await expectNoSeriousA11yViolations(page);

    // Save into the project of ?projectId= (preselected), then reopen.
    await saveIntoProject(page, projectId, 'Fit-out BoQ');
    await expect(page).toHaveURL(/\/projects\/[^/]+\/boq\/[^/?]+$/);

    await page.reload();
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$10,574.55');
    await expect(page.locator('#boq-section-2-name')).toHaveValue('Ductwork');
    await expect(page.locator('#boq-item-1-notes')).toHaveValue('Includes neutraliser');
    await page.goto(`/projects/${encodeURIComponent(projectId)}`);
    await openProjectFile(page, calculators.boq, 'Fit-out BoQ');
    await expect(page.getByTestId('boq-grand-total')).toHaveText('$10,574.55');
    await expect(page.getByTestId('boq-section-1-subtotal')).toHaveText('$7,171.00');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByText('the numbers changed')).toHaveCount(0);

    // CSV: one row per item, the engine's exact totals, fields with commas quoted.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe('Bill of quantities.csv');
    const csv = readFileSync(await csvFile.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Section,Id,Description,Quantity,Unit,Rate (USD),Total (USD),Notes');
    expect(lines[1]).toBe('Plant,item-1,Condensate pump,2,no.,185.5,371.00,Includes neutraliser');
    expect(lines[2]).toMatch(
      /^Plant,item-2,"Air-conditioning unit or heat pump, 4 tons nominal cooling",1,no\.,6800,6800\.00,"From ""Office heat load"": /,
    );
    expect(lines[3]).toMatch(
      /^Ductwork,item-3,Galvanized steel sheet 24 ga for rectangular duct 26 × 14 in,616\.53,lb,4\.25,2620\.25,/,
    );
    expect(lines).toHaveLength(5);

    // PDF: the workspace's report with the sections, items, totals and notes.
    const text = await downloadReportText(page, 'Fit-out BoQ report.pdf');
    expect(text).toContain('Small Office Fit-out');
    expect(text).toContain('Bill of quantities');
    // One table per section with its column headers (repeated on every page the table runs onto).
    expect(text).toMatch(/No\.\s+Description\s+Qty\s+Unit\s+Rate\s+Amount/);
    expect(text).toMatch(/1\s+Condensate pump\s+2\s+no\.\s+\$185\.50\s+\$371\.00/);
    expect(text).toMatch(/Subtotal, Plant\s+\$7,171\.00/);
    expect(text).toMatch(/Subtotal, Ductwork\s+\$2,620\.25/);
    expect(text).toMatch(/Tax \(8%\)\s+\$783\.30/);
    expect(text).toMatch(/Grand total\s+\$10,574\.55/);
    expect(text).toContain('Prices valid for 30 days.');
    expect(text).toContain('Includes neutraliser');
    // The font has no arrow glyph: the suggestion's basis prints "->", never an empty box.
    expect(text).toMatch(/\(3\.83 tons\)\s+->\s+next standard size 4 tons/);
    expect(text).toMatch(/Page 1 of \d/);
  });
});
