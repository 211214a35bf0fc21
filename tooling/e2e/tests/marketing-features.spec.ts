import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FEATURE_ROUTES } from '../support/marketing';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('feature pages', () => {
  test('each shows three sub-features and its call to action opens the right app route', async ({
    page,
  }) => {
    for (const [slug, route] of FEATURE_ROUTES) {
      const response = await page.goto(`/features/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.locator('.sub-features > li'), slug).toHaveCount(3);
      const cta = page.getByTestId('feature-cta');
      await expect(cta, slug).toHaveAttribute('href', route);
      await cta.click();
      // Protected calculators send a signed-out visitor through /login.
      const expected =
        route === '/heat-load' ? /\/heat-load$/ : new RegExp(`${escapeRegExp(route)}|/login`);
      await expect(page, slug).toHaveURL(expected);
    }
  });

  test('the heat-load feature leads to the public calculator, no account needed', async ({
    page,
  }) => {
    await page.goto('/features/heat-load-calculations');
    await expect(page.locator('main')).toContainText('Free, no account needed.');
    await page.getByTestId('feature-cta').click();
    await expect(page).toHaveURL(/\/heat-load$/);
    await expect(page.getByRole('heading', { level: 1, name: /heat load/i })).toBeVisible();
  });

  test('a protected feature says that sign-in comes first', async ({ page }) => {
    await page.goto('/features/bill-of-quantities');
    await expect(page.locator('main')).toContainText('you will be asked to sign in first');
  });

  test('pass the accessibility check, in light and dark @mobile', async ({ page }) => {
    await page.goto('/features/pipe-sizer');
    await expect(
      page.getByRole('heading', { level: 1, name: /hydronic pipe sizing/i }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/features/psychrometric-analysis');
    await expectNoSeriousA11yViolations(page);
  });

  test('the landing page links every calculator group to its feature page', async ({ page }) => {
    await page.goto('/');
    const links = await page
      .locator('#calculators a[href^="/features/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const [slug] of FEATURE_ROUTES) expect(links, slug).toContain(`/features/${slug}`);
  });
});
