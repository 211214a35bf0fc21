import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

async function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

async function colorScheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

test.describe('dark mode', () => {
  test.use({ colorScheme: 'light' });

  test('the choice made in the app survives a reload and carries to the marketing site', async ({
    page,
  }) => {
    await page.goto('/heat-load');
    await expect(page.getByRole('heading', { level: 1, name: /heat load/i })).toBeVisible();
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await colorScheme(page)).toBe('dark');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    // Applied before first paint by the inline script, so true as soon as the document exists.
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: /heat load/i })).toBeVisible();
    expect(await colorScheme(page)).toBe('dark');

    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.goto('/heat-load');
    expect(await isDark(page)).toBe(false);
  });
});
