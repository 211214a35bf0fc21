import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { listedPostPaths, pathOf } from '../support/marketing';

test.describe('the blog', () => {
  test('lists posts newest first, each with its date, reading time and tags', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.locator('main .post-list > li');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const card of await cards.all()) {
      await expect(card).toContainText(/\d+ min read/);
      expect(await card.locator('.tags li').count()).toBeGreaterThan(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the RSS feed lists the same posts in the same order', async ({ page, request }) => {
    const listed = await listedPostPaths(page);
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) =>
      pathOf(m[1] ?? ''),
    );
    expect(links).toEqual(listed);
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
  });

  test('a post renders its Markdown, sanitised, with BlogPosting data @mobile', async ({
    page,
  }) => {
    const [first] = await listedPostPaths(page);
    const title = await page.locator('main .post-list .post-title a').first().textContent();
    await page.goto(first ?? '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(page.locator('main')).toContainText(/\d+ min read/);

    const body = page.locator('.post-body');
    expect(await body.locator('h2').count()).toBeGreaterThan(2);
    expect(await body.locator('table').count()).toBeGreaterThan(0);
    // Whatever HTML the Markdown held, the rendered article carries no script, frame, form, inline
    // handler, inline style (beyond table alignment) or javascript: URL.
    expect(
      await body.locator('script, iframe, object, embed, form, style, link, meta, base').count(),
    ).toBe(0);
    const unsafe = await body.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attribute) =>
              attribute.name.startsWith('on') ||
              (attribute.name === 'style' &&
                !/^text-align:(left|right|center)$/.test(attribute.value)) ||
              (['href', 'src'].includes(attribute.name) &&
                /^\s*(javascript|data|vbscript):/i.test(attribute.value)),
          )
          .map((attribute) => `${element.tagName} ${attribute.name}="${attribute.value}"`),
      ),
    );
    expect(unsafe).toEqual([]);

    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('every post opens from the list and leads on to its neighbours', async ({ page }) => {
    const posts = await listedPostPaths(page);
    for (const [index, path] of posts.entries()) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const older = posts[index + 1];
      if (older)
        await expect(page.locator('nav.post-nav a[rel="next"]')).toHaveAttribute('href', older);
    }
  });
});
