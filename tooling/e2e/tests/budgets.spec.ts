import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';

// Issue budgets: the JavaScript /heat-load loads stays under 250 KB gzipped; the landing page (every
// resource it loads) under 50 KB gzipped. Sizes are printed on every run.
const HEAT_LOAD_JS_BUDGET_BYTES = 250 * 1024;
const LANDING_TOTAL_BUDGET_BYTES = 50 * 1024;

interface LoadedResource {
  url: string;
  type: string;
  gzippedBytes: number;
}

/** Loads a page and measures every successful same-origin response it made, gzipped at level 9. */
async function loadAndMeasure(page: Page, origin: string, path: string): Promise<LoadedResource[]> {
  const pending: Promise<LoadedResource | null>[] = [];
  page.on('response', (response: Response) => {
    pending.push(
      (async () => {
        const url = new URL(response.url());
        if (url.origin !== origin || response.status() >= 300) return null;
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const type = response.request().resourceType();
        return { url: url.pathname, type, gzippedBytes: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((r): r is LoadedResource => r !== null);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

test('the JavaScript /heat-load loads stays within 250 KB gzipped', async ({ page, baseURL }) => {
  const resources = await loadAndMeasure(page, new URL(baseURL ?? '').origin, '/heat-load');
  const scripts = resources.filter((r) => r.type === 'script');
  const total = scripts.reduce((sum, r) => sum + r.gzippedBytes, 0);
  console.log(`budget: /heat-load JavaScript ${kb(total)} gzipped of ${kb(HEAT_LOAD_JS_BUDGET_BYTES)} (${scripts.length} files)`);
  for (const script of scripts.sort((a, b) => b.gzippedBytes - a.gzippedBytes)) {
    console.log(`  ${kb(script.gzippedBytes).padStart(9)}  ${script.url}`);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HEAT_LOAD_JS_BUDGET_BYTES);
});

test('the landing page loads within 50 KB gzipped', async ({ page, baseURL }) => {
  const resources = await loadAndMeasure(page, new URL(baseURL ?? '').origin, '/');
  const total = resources.reduce((sum, r) => sum + r.gzippedBytes, 0);
  const scripts = resources.filter((r) => r.type === 'script');
  console.log(`budget: / total ${kb(total)} gzipped of ${kb(LANDING_TOTAL_BUDGET_BYTES)} (${resources.length} files, ${scripts.length} scripts)`);
  for (const resource of resources) {
    console.log(`  ${kb(resource.gzippedBytes).padStart(9)}  ${resource.type.padEnd(10)} ${resource.url}`);
  }
  expect(resources.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LANDING_TOTAL_BUDGET_BYTES);
});
