import { expect } from '@playwright/test';
import { holdEntryModule } from '../support/network';
import { signedInTest as test } from '../support/test';
import { saveToNewProject } from '../support/workspace';

/*
 * Issue 39 §7: a signed-in page does not move under the engineer as its data arrives. The dashboard
 * read its projects and the company profile separately and showed the calculators at once, so the
 * project panels and then the profile prompt came in above them and pushed them down (a layout
 * shift of about 0.28 on a phone at 4x CPU). It now shows its parts together. Layout shifts are
 * counted by the browser's own PerformanceObserver, from the navigation on: what moved, not how
 * fast anything was.
 */
test('the dashboard does not push the calculators down as its projects and profile arrive @mobile', async ({
  page,
}) => {
  await page.goto('/calculators/heat-load');
  await saveToNewProject(page, 'Shift project', 'Shift room', 'heat-load');

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  // Everything the page reads is on screen: the prompt of a new account's empty profile, the saved
  // file among the recent ones, and the calculators.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Complete your company profile' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Recently changed files' })
      .getByRole('link', { name: 'Shift room' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Calculators' }).getByRole('link').first(),
  ).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  const cumulative = shifts.reduce((sum, value) => sum + value, 0);
  // Lighthouse's "good" is 0.1; issue 39's goal for signed-in pages is 0.02.
  expect(cumulative).toBeLessThanOrEqual(0.02);
});

/*
 * Spec §2: a spinner while the authentication state is loading. A page that is not prerendered is
 * rendered once the router has loaded it (its guard waits for the session: issue 39 §7), so until
 * then index.html's own spinner shows. It stands outside the page's flow, so the page that takes
 * its place moves nothing: the spinner adds no height to the page. The app's
 * entry module is held back so the wait is certain, not a race.
 */
test('a signed-in page shows a spinner until it is loaded, then the page in its place @mobile', async ({
  page,
}) => {
  const release = await holdEntryModule(page, '/dashboard');
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const starting = page.getByRole('status', { name: 'Loading HVAC Workbench' });
  await expect(starting).toBeVisible();
  // Out of the flow: the body, which holds only the empty #root, takes no height for it.
  expect(await page.evaluate(() => document.body.getBoundingClientRect().height)).toBe(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(starting).toBeHidden();
});
