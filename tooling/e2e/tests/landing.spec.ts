import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('the landing page', () => {
  test('is static HTML that leads a visitor to the heat-load calculator @mobile', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href="/login"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.locator('main a[href="/heat-load"]').first().click();
    await expect(page).toHaveURL(/\/heat-load$/);
    await expect(page.getByRole('heading', { level: 1, name: /heat load/i })).toBeVisible();
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href="/heat-load"]').first()).toBeVisible();
    await context.close();
  });
});
