import { expect, type Page } from '@playwright/test';

/** The marketing pages of the spec's public list (section 2), apart from the blog posts. */
export const MARKETING_PAGES = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/validation',
  '/blog',
  '/features/pipe-sizer',
  '/features/building-load',
  '/features/duct-system',
  '/features/hydronic-system',
  '/features/heat-load-calculations',
  '/features/duct-pipe-sizing',
  '/features/bill-of-quantities',
  '/features/pump-refrigerant-sizing',
  '/features/psychrometric-analysis',
  '/features/energy-cost-analysis',
  '/features/acoustic-calculations',
  '/features/ventilation-design',
] as const;

/** Each feature page and the app route its call to action must open (spec, section 2). */
export const FEATURE_ROUTES: ReadonlyArray<readonly [slug: string, route: string]> = [
  ['heat-load-calculations', '/heat-load'],
  ['duct-pipe-sizing', '/calculators/duct-sizer'],
  ['bill-of-quantities', '/calculators/boq'],
  ['pump-refrigerant-sizing', '/calculators/pump-head-calc'],
  ['psychrometric-analysis', '/calculators/psychrometric-chart'],
  ['energy-cost-analysis', '/calculators/energy-analysis'],
  ['acoustic-calculations', '/calculators/acoustic-calculator'],
  ['ventilation-design', '/calculators/ventilation-calc'],
  ['pipe-sizer', '/calculators/pipe-sizer'],
  ['building-load', '/calculators/building-load'],
  ['duct-system', '/calculators/duct-system'],
  ['hydronic-system', '/calculators/hydronic-system'],
];

/** The post paths the blog index links to, in the order it lists them (every page of it). */
export async function listedPostPaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  let next: string | null = '/blog';
  while (next) {
    await page.goto(next);
    paths.push(
      ...(await page
        .locator('main .post-list .post-title a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
    );
    next = await page
      .locator('nav.pagination a[rel="next"]')
      .getAttribute('href', { timeout: 500 })
      .catch(() => null);
  }
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

/** The path of an absolute URL, so URLs built for another origin (SITE_URL) compare with served ones. */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}
