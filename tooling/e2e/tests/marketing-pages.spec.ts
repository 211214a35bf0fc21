import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { MARKETING_PAGES, listedPostPaths, pathOf } from '../support/marketing';

test.describe('marketing pages', () => {
  test('every page of the spec’s public list answers with its heading, title, description and canonical URL', async ({
    page,
  }) => {
    const paths = [...MARKETING_PAGES, ...(await listedPostPaths(page))];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.title()).length, path).toBeGreaterThan(10);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, path).toBeGreaterThanOrEqual(70);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical && pathOf(canonical), path).toBe(path);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        await expect(
          page.locator(`meta[property="${property}"]`),
          `${path} ${property}`,
        ).toHaveCount(1);
      }
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      // Images carry their size, so nothing shifts as they load.
      await expect(page.locator('img:not([width]), img:not([height])'), path).toHaveCount(0);
      // Shared header and footer on every page.
      await expect(
        page.locator(
          'header.site-header a[href="/login"], header.site-header a[href="/dashboard"]',
        ),
      ).toHaveCount(1);
      await expect(page.locator('footer.site-footer a[href="/privacy-policy"]')).toHaveCount(1);
    }
  });

  test('ship no JavaScript files: only the small inline scripts of the layout and header', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/about', '/blog', '/features/duct-pipe-sizing']) {
      await page.goto(path);
      expect(await page.locator('script[src]').count(), path).toBe(0);
      expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(2);
    }
    expect(scripts).toEqual([]);
  });

  test('the landing page describes the product as a SoftwareApplication', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'HVAC Workbench',
    });
  });

  test('the about and legal pages read as real texts and pass the accessibility check @mobile', async ({
    page,
  }) => {
    for (const [path, heading, phrases] of [
      ['/about', /about/i, [/ASHRAE/, /local mode/i, /cloud mode/i]],
      [
        '/privacy-policy',
        /privacy policy/i,
        [
          /IndexedDB/,
          /Cloud Firestore/,
          /No tracking unless it is configured/i,
          /Delete your account/i,
        ],
      ],
      [
        '/terms-of-service',
        /terms of service/i,
        [/Engineering results are your responsibility/i, /Your account/i],
      ],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const phrase of phrases)
        await expect(page.locator('main'), `${path} ${phrase}`).toContainText(phrase);
      await expect(page.locator('main')).not.toContainText(/lorem ipsum|coming soon/i);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the header offers the dashboard once the app has recorded a sign-in', async ({ page }) => {
    await page.goto('/about');
    const account = page.locator('header.site-header #account-link');
    await expect(account).toHaveText('Sign in');
    await expect(account).toHaveAttribute('href', '/login');
    await page.evaluate(() => localStorage.setItem('hvac:signedIn', 'true'));
    await page.reload();
    await expect(account).toHaveText('Dashboard');
    await expect(account).toHaveAttribute('href', '/dashboard');
  });

  test('a page keeps the dark mode chosen in the app', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('hvac:darkMode', 'true'));
    await page.goto('/blog');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown marketing path shows the app’s not-found page', async ({ page }) => {
    for (const path of ['/blog/no-such-post', '/features/no-such-feature', '/about/team']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: /page not found/i }),
        path,
      ).toBeVisible();
    }
  });
});
