import { expect, test } from '@playwright/test';
import { MARKETING_PAGES, listedPostPaths, pathOf } from '../support/marketing';

test.describe('search engines', () => {
  test('the sitemap lists every page, each answering at its canonical URL', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1] ?? ''));

    const expected = [...MARKETING_PAGES, ...(await listedPostPaths(page))];
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());

    for (const path of listed) {
      const pageResponse = await page.goto(path);
      expect(pageResponse?.status(), path).toBe(200);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical && pathOf(canonical), path).toBe(path);
    }
  });

  test('robots.txt is a file that opens the site, closes the one-time action pages and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/verify-email$/m);
    expect(robots).not.toMatch(/^Disallow: \/(dashboard|calculators)/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
