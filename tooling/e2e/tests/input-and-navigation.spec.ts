import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';

test.describe('input kept as typed, and finding things', () => {
  test('"1e12" in Airflow is the number it is; letters stay with a message', async ({ page }) => {
    await page.goto('/calculators/fan-calc');
    const airflow = page.locator('#fan-airflow');
    await airflow.fill('');
    await airflow.pressSequentially('1e12');
    await expect(airflow).toHaveValue('1e12');
    await airflow.blur();
    await expect(airflow).toHaveValue('1,000,000,000,000');
    await expect(airflow).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Airflow must be (between|greater than)/).first()).toBeVisible();

    await airflow.fill('');
    await airflow.pressSequentially('20k');
    await expect(airflow).toHaveValue('20k');
    await expect(page.getByText('“20k” is not a number.', { exact: false }).first()).toBeVisible();
  });

  test('Projects and Reference are in the header; the dashboard has the schedule and reference tiles; an unknown topic is not found', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    await expect(nav.getByRole('link', { name: 'Reference' })).toHaveAttribute(
      'href',
      '/reference',
    );
    await expect(page.getByRole('link', { name: /Equipment schedule/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /ASHRAE reference/ })).toHaveAttribute(
      'href',
      '/reference',
    );

    await nav.getByRole('link', { name: 'Reference' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ASHRAE reference' })).toBeVisible();

    await page.goto('/reference/no-such-topic');
    await expect(page.getByRole('heading', { name: 'Topic not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the reference overview' }).click();
    await expect(page).toHaveURL(/\/reference$/);
  });
});
