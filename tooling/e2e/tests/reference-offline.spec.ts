import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { trackSameOriginRequests } from '../support/network';

// Issue 10: the reference "works offline once loaded". Once /reference has opened, the connection
// drops; every topic, the search, the unit switch, the formula sheet (KaTeX) and the converter keep
// working from what the first visit loaded.

test.describe('the ASHRAE reference offline', () => {
  test('after the first load, topics, search, formulas and the converter work offline', async ({
    page,
    context,
  }) => {
    const requests = trackSameOriginRequests(page, new URL(page.url()).origin);
    await page.goto('/reference');
    await expect(page.getByRole('heading', { level: 1, name: 'ASHRAE reference' })).toBeVisible();
    // What the reference loads for later arrives while the page is idle.
    await requests.idle();
    requests.stop();
    await context.setOffline(true);

    await page.getByLabel('Search the reference').fill('62.1 office');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /^Office space/ })
      .click();
    const row = page.locator('#row-officeSpace');
    await expect(row).toHaveAttribute('aria-current', 'location');
    await page.getByText('Metric', { exact: true }).click();
    // 5 cfm/person = 2.36 L/s·person (ANSI/ASHRAE 62.1-2022 Table 6-1, converted exactly).
    await expect(row.getByRole('cell').nth(1)).toHaveText('2.36');

    const topics = page.getByRole('navigation', { name: 'Reference topics' });
    await topics.getByRole('link', { name: 'Formula sheet' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Formula sheet' })).toBeVisible();
    await expect(
      page.locator('#formula-rectangular-equivalent-diameter').locator('math').first(),
    ).toBeVisible();

    await topics.getByRole('link', { name: 'Unit converter' }).click();
    await page.getByLabel('Airflow in cfm').fill('1000');
    await expect(page.getByLabel('Airflow in L/s')).toHaveValue('471.947');

    await topics.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('link', { name: 'People heat gains by activity' }).click();
    await expect(page.locator('#row-moderatelyActiveOfficeWork')).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });
});
