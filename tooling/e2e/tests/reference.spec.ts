import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInTest } from '../support/test';
import { signedInAccount } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { switchUnits } from '../support/form';

// Issue 10, the ASHRAE reference: one searchable library of the data and formulas the calculators
// use, read from hvac-core. A fresh account's default unit system is Imperial.

/**
 * Searches the reference for `query`, follows the result named by `link`, and checks the address
 * (`/reference/{table}#row-{row}`) and the table's heading; returns the row.
 */
async function openSearchResult(
  page: Page,
  result: { query: string; link: RegExp; table: string; row: string; heading: string },
): Promise<Locator> {
  await page.getByLabel('Search the reference').fill(result.query);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: result.link })
    .click();
  await expect(page).toHaveURL(new RegExp(`/reference/${result.table}#row-${result.row}$`));
  await expect(page.getByRole('heading', { level: 2, name: result.heading })).toBeVisible();
  return page.locator(`#row-${result.row}`);
}

test.describe('the ASHRAE reference', () => {
  test('search "62.1 office", open the row, switch units, copy as CSV', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInAccount(page, request, 'reference');
    await page.goto('/reference');
    await expect(page.getByRole('heading', { level: 1, name: 'ASHRAE reference' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const row = await openSearchResult(page, {
      query: '62.1 office',
      link: /^Office space/,
      table: 'ashrae-62-1-outdoor-air-rates',
      row: 'officeSpace',
      heading: 'ASHRAE 62.1 outdoor-air rates by occupancy category',
    });
    await expect(row).toHaveAttribute('aria-current', 'location');
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    // Rp 5 cfm/person, Ra 0.06 cfm/ft², 5 people per 1000 ft² (ANSI/ASHRAE 62.1-2022 Table 6-1).
    await expect(row.getByRole('cell')).toHaveText([
      'Office Buildings',
      '5',
      '0.06',
      '5',
      '2.5',
      '0.3',
    ]);
    await expect(page.getByRole('columnheader', { name: /People rate Rp/ })).toContainText(
      'cfm/person',
    );
    await expect(page.getByText(/Source: ANSI\/ASHRAE Standard 62\.1-2022/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await switchUnits(page, 'Metric');
    await expect(page.getByRole('columnheader', { name: /People rate Rp/ })).toContainText(
      'L/s·person',
    );
    // 5 cfm = 2.360 L/s; 0.06 cfm/ft² = 0.3048 L/s·m²: exact conversions of the I-P rates.
    await expect(row.getByRole('cell').nth(1)).toHaveText('2.36');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.3048');
    await expect(row).toHaveAttribute('aria-current', 'location');

    await page.getByRole('button', { name: 'Copy as CSV' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      /Copied \d+ rows as CSV \(Metric\)\./,
    );
    const csv = await page.evaluate(() => navigator.clipboard.readText());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Occupancy category,Group,People rate Rp (L/s·person),Area rate Ra (L/s·m²),Default occupant density (people/100 m²),SI edition Rp (L/s·person),SI edition Ra (L/s·m²)',
    );
    expect(lines).toContain('Office space,Office Buildings,2.36,0.3048,5.382,2.5,0.3');
    expect(lines.at(-1)).toMatch(/^"?Source: ANSI\/ASHRAE Standard 62\.1-2022/);
  });

  signedInTest(
    'downloads a table as CSV, renders the formula sheet as mathematics and converts units',
    async ({ page }) => {
      await page.goto('/reference/people-heat-gains#row-moderatelyActiveOfficeWork');
      const row = page.locator('#row-moderatelyActiveOfficeWork');
      await expect(row).toHaveAttribute('aria-current', 'location');
      // 250 Btu/h sensible, 200 latent (ASHRAE Fundamentals 2021, ch. 18, table 1).
      await expect(row.getByRole('cell').nth(1)).toHaveText('250');
      await expect(row.getByRole('cell').nth(2)).toHaveText('200');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('people-heat-gains-imperial.csv');

      await page
        .getByRole('navigation', { name: 'Reference topics' })
        .getByRole('link', { name: 'Formula sheet' })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Formula sheet' })).toBeVisible();
      const huebscher = page.locator('#formula-rectangular-equivalent-diameter');
      await expect(huebscher.locator('math').first()).toBeVisible();
      await expect(huebscher).toContainText(
        'ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 25 (Huebscher 1948) and table 2',
      );
      await expect(huebscher.getByRole('link', { name: 'Duct sizer' })).toHaveAttribute(
        'href',
        /\/calculators\/duct-sizer$/,
      );
      await expectNoSeriousA11yViolations(page);

      await page
        .getByRole('navigation', { name: 'Reference topics' })
        .getByRole('link', { name: 'Unit converter' })
        .click();
      await page.getByLabel('Airflow in cfm').fill('1000');
      await expect(page.getByLabel('Airflow in L/s')).toHaveValue('471.947');
      await page.getByLabel('Temperature in °C').fill('100');
      await expect(page.getByLabel('Temperature in °F')).toHaveValue('212');
      await expectNoSeriousA11yViolations(page);

      // The print layout keeps the content and drops navigation, search and buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Reference topics' })).toBeHidden();
      await expect(page.getByLabel('Search the reference')).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Unit converter' })).toBeVisible();
    },
  );

  signedInTest(
    'shows typical U-factors with their source and converts them to Metric',
    async ({ page }) => {
      await page.goto('/reference');
      const row = await openSearchResult(page, {
        query: 'steel-framed wall',
        link: /^Wall above grade, steel-framed/,
        table: 'typical-u-factors-walls-roofs',
        row: 'wallSteelFramed',
        heading: 'U-factors of walls, roofs, floors and doors (90.1-2019 limits, climate zone 5)',
      });
      await expect(
        page.getByText(/Source: ANSI\/ASHRAE\/IES Standard 90\.1-2019, Table 5\.5-5/).first(),
      ).toBeVisible();
      // ASHRAE 90.1-2019 Table 5.5-5, climate zone 5, steel-framed wall: U-0.055 nonresidential and
      // residential, U-0.084 semiheated (Btu/h·ft²·°F).
      await expect(row.getByRole('rowheader')).toHaveText('Wall above grade, steel-framed');
      await expect(row.getByRole('cell')).toHaveText(['Wall', '0.055', '0.055', '0.084']);
      await expect(page.getByRole('columnheader', { name: /Nonresidential/ })).toContainText(
        'Btu/h·ft²·°F',
      );
      await expectNoSeriousA11yViolations(page);

      await switchUnits(page, 'Metric');
      await expect(page.getByRole('columnheader', { name: /Nonresidential/ })).toContainText(
        'W/m²·K',
      );
      // 0.055 × 5.678263 = 0.3123 and 0.084 × 5.678263 = 0.4770 W/m²·K, shown to 3 digits.
      await expect(row.getByRole('cell').nth(1)).toHaveText('0.312');
      await expect(row.getByRole('cell').nth(3)).toHaveText('0.477');

      // The space-type lighting power densities a load calculation uses: ASHRAE Handbook—Fundamentals
      // (2021, SI), ch. 18, Table 2 (from 90.1-2013), open-plan office 10.6 W/m², and in Imperial
      // 10.6 ÷ 10.7639 = 0.98477 W/ft², shown to 3 significant digits as 0.985.
      const office = await openSearchResult(page, {
        query: 'open plan office',
        link: /^Office, open plan/,
        table: 'lighting-power-densities-space-types',
        row: 'officeOpenPlan',
        heading: 'Lighting power densities by space type (90.1-2013 space-by-space)',
      });
      await expect(
        page
          .getByText(/Source: ASHRAE Handbook—Fundamentals \(2021, SI\), ch\. 18, Table 2/)
          .first(),
      ).toBeVisible();
      await expect(office.getByRole('rowheader')).toHaveText('Office, open plan');
      await expect(office.getByRole('cell')).toHaveText(['Common', '10.6']);
      await expect(
        page.getByRole('columnheader', { name: /Lighting power density/ }),
      ).toContainText('W/m²');
      await switchUnits(page, 'Imperial');
      await expect(office.getByRole('cell').nth(1)).toHaveText('0.985');
      await expect(
        page.getByRole('columnheader', { name: /Lighting power density/ }),
      ).toContainText('W/ft²');
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('is only for signed-in users', async ({ page }) => {
    await page.goto('/reference/formulas');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
