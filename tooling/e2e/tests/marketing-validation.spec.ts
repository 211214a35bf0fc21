import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * The public validation page (issue 41 §1): built from the engine's validation tables, readable
 * without JavaScript, searchable with it, each case linked to its reference entry.
 */
test.describe('the validation page', () => {
  test('lists every published case with its verdict, the engine version and the build date @mobile', async ({
    page,
  }) => {
    await page.goto('/validation');
    await expect(page.getByRole('heading', { level: 1, name: 'Validation' })).toBeVisible();
    const facts = page.locator('.facts');
    await expect(facts).toContainText(/@org\/hvac-core \d+\.\d+\.\d+/);
    await expect(facts.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // The summary's count is the page's rows, each with a verdict, a source and a reference link.
    const summary = (await facts.textContent()) ?? '';
    const [, passed, total] = /(\d+) of (\d+) pass/.exec(summary) ?? [];
    const rows = page.locator('tr[data-case]');
    await expect(rows).toHaveCount(Number(total));
    expect(Number(total)).toBeGreaterThan(100);
    await expect(page.locator('tr.verdict-pass')).toHaveCount(Number(passed));
    const links = await page
      .locator('tr[data-case] a.case-formula')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links).toHaveLength(Number(total));
    for (const href of links) expect(href).toMatch(/^\/reference\/(formulas#formula-)?[a-z0-9-]+$/);

    // One case, read as an engineer would: ASHRAE F 2017 ch. 1 table 3 at 25 °C.
    const at25 = page.locator('#case-psychrometrics-saturation-pressure-25-c');
    await expect(page.locator('#table-psychrometrics-saturation-pressure')).toContainText(
      'Source of every case: ASHRAE Handbook—Fundamentals, 2017 (SI), ch. 1, table 3',
    );
    await expect(at25).toContainText('3,169.7 Pa');
    await expect(at25).toContainText('± 0.03 %');
    await expect(at25).toContainText('Pass');
    await expect(at25.getByRole('link')).toHaveAttribute(
      'href',
      '/reference/formulas#formula-saturation-pressure',
    );

    // Building loads, with the claims their property tests hold and what the method leaves out.
    const buildingLoads = page.locator('#calculator-building-load');
    await expect(buildingLoads).toContainText('every hour’s load is U·A·(te − ti)');
    await expect(page.locator('#calculator-heat-load')).toContainText(
      'no sun on them (no sol-air temperature)',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('filters the cases as a search is typed, and shows them all again when it is cleared', async ({
    page,
  }) => {
    await page.goto('/validation');
    const rows = page.locator('tr[data-case]');
    const total = await rows.count();
    // Crane TP-410 is the source of the pipe sizer's tables and of some of the duct and hydronic
    // systems': every case of a table citing it matches.
    const citingCrane = await page
      .locator('[data-validation-table]')
      .filter({ has: page.locator('.table-facts', { hasText: 'TP-410' }) })
      .locator('tr[data-case]')
      .count();
    expect(citingCrane).toBeGreaterThan(10);
    expect(citingCrane).toBeLessThan(total);
    const search = page.getByRole('searchbox', { name: 'Search the cases' });
    await search.fill('TP-410');
    const visible = page.locator('tr[data-case]:visible');
    await expect(visible).toHaveCount(citingCrane);
    await expect(page.getByRole('status')).toHaveText(`${citingCrane} of ${total} cases match.`);
    await expect(page.locator('#calculator-pipe')).toBeVisible();
    await expect(page.locator('#calculator-psychrometrics')).toBeHidden();

    await search.fill('R134a 25');
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText('R134a at 25 °C');

    await search.fill('no such source anywhere');
    await expect(page.getByRole('status')).toHaveText('No case matches.');

    await search.fill('');
    await expect(visible).toHaveCount(total);
  });

  test('is all there without JavaScript: every case shown, no search box', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/validation');
    const total = await page.locator('tr[data-case]').count();
    expect(total).toBeGreaterThan(100);
    await expect(page.locator('tr[data-case]:visible')).toHaveCount(total);
    await expect(page.getByRole('searchbox')).toBeHidden();
    await context.close();
  });

  test('is linked from the landing page and from every page’s footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#accuracy a[href="/validation"]')).toHaveCount(1);
    await page.goto('/about');
    await page.locator('footer.site-footer a[href="/validation"]').click();
    await expect(page).toHaveURL(/\/validation$/);
  });
});
