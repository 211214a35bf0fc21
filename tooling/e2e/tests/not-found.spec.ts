import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('an unknown path shows the not-found page with a way home @mobile', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
