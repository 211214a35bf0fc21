import { expect, test, type Page } from '@playwright/test';

// Issue 18: the public app pages arrive as HTML rendered at build time (apps/web/scripts/prerender.ts)
// and hydrate without re-rendering. Without JavaScript a visitor already has the heading, the form
// with its labels and default values, and the default results. (Layout shift is measured by
// `pnpm bench:web`, not here.)

/** Console errors and uncaught exceptions from now on (React reports a failed hydration there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/heat-load has its heading, labelled fields with default values and the default results', async ({
    page,
  }) => {
    const response = await page.goto('/heat-load');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeVisible();
    for (const label of ['Outdoor temperature', 'Indoor temperature', 'Wall area', 'Roof area']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Wall area', { exact: true })).not.toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(page.getByTestId('total-load')).toHaveText(/^[\d,]+ Btu\/h$/);
    await expect(page.getByText('Total cooling load')).toBeVisible();
    await expect(page.getByTestId('result-row-wallLoad')).toContainText('Btu/h');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('/login has the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Email', { exact: false }).first()).toBeVisible();
    await expect(form.getByLabel('Password', { exact: false }).first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the other public pages and the not-found page have their headings', async ({ page }) => {
    for (const [path, heading] of [
      ['/reset-password', /reset/i],
      ['/verify-email', 'Verify your e-mail address'],
      ['/action-confirmation', /.+/],
      ['/mailbox', /mailbox/i],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('the HTML of /heat-load and /login holds the page itself, not an empty shell', async ({
  request,
}) => {
  const heatLoad = await (await request.get('/heat-load')).text();
  expect(heatLoad).toContain('data-prerendered="/heat-load"');
  expect(heatLoad).toContain('Outdoor temperature');
  expect(heatLoad).toContain('Total cooling load');
  expect(heatLoad).toMatch(/data-testid="total-load"[^>]*>[\d,]+ Btu\/h</);
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<form[^>]*aria-label="Sign in"/);
  // The signed-in area keeps the plain shell: its pages depend on the account.
  const dashboard = await (await request.get('/dashboard')).text();
  expect(dashboard).toContain('<div id="root"></div>');
});

test('a first-time visitor’s page starts the app on first use, its chunks fetched meanwhile', async ({
  page,
}) => {
  const interactive = page.locator('html[data-interactive]');
  await page.goto('/heat-load');
  // Once the page has loaded and the browser is idle, the app's chunks are preloaded, not run.
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  expect(await interactive.count()).toBe(0);
  // A key press, even one that types nothing, starts it.
  await page.keyboard.press('Shift');
  await expect(interactive).toBeAttached();
});

test('a visitor’s page carries the CSS its HTML uses; the whole stylesheet is fetched meanwhile and applied at the start', async ({
  page,
}) => {
  await page.goto('/heat-load');
  // No stylesheet to wait for before the first paint: the part the page uses is in its head.
  const critical = page.locator('style[data-critical]');
  await expect(critical).toHaveCount(1);
  const href = await critical.getAttribute('data-critical');
  expect(href).toMatch(/^\/app\/assets\/.+\.css$/);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await expect(page.locator(`link[rel="preload"][as="style"][href="${href}"]`)).toBeAttached();
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  // Linked right after its part, so the cascade is the whole stylesheet's own.
  await expect(
    page.locator(`style[data-critical] + link[rel="stylesheet"][href="${href}"]`),
  ).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          [...document.styleSheets].some(
            (sheet) => sheet.href?.endsWith(wanted) && sheet.cssRules.length > 0,
          ),
        href ?? '',
      ),
    )
    .toBe(true);
});

test('a browser that keeps something of the app’s starts the app at once', async ({ page }) => {
  // A past session (the flag the app sets at sign-in, src/auth/session-hint.ts): the page is not a
  // first look, and what the browser keeps may change it.
  await page.addInitScript(() => window.localStorage.setItem('hvac:signedIn', 'true'));
  await page.goto('/heat-load');
  await expect(page.locator('html[data-interactive]')).toBeAttached();
});

test('/heat-load hydrates the prerendered HTML without errors, and computes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/heat-load');
  const total = page.getByTestId('total-load');
  const before = await total.textContent();
  // Typing recomputes the result, whether it comes before, during or after hydration (the typing
  // across hydration is early-input.spec.ts's subject).
  await page.locator('#heat-load-wallArea').fill('900');
  await expect(total).not.toHaveText(before ?? '');
  expect(errors).toEqual([]);
});

test('a returning visitor’s kept draft replaces the prerendered defaults once hydrated', async ({
  page,
}) => {
  await page.goto('/heat-load');
  await page.locator('#heat-load-wallArea').fill('777');
  // Kept in this browser once the app runs (the typing may have come before it, into the HTML).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.values(window.localStorage).some((value) => value.includes('"wallArea":777')),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByText('Your last inputs in this browser are restored.')).toBeVisible();
  await expect(page.locator('#heat-load-wallArea')).toHaveValue('777');
});

test('the not-found page names the path once hydrated @mobile', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('/no/such/page')).toBeVisible();
  // The browser reports the document's own 404 status; nothing else may fail.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('what a visitor does before the page has hydrated is not lost', async ({ page }) => {
  // Typing and clicking at once after the HTML arrives, as a quick visitor (and these tests) do.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
});

test('/heat-load on a phone: "Skip to inputs" hidden until focused, and the result pinned from the first paint @mobile', async ({
  page,
  request,
  isMobile,
}) => {
  // The pinned summary is in the HTML itself, so it cannot shift the page when the app arrives.
  const html = await (await request.get('/heat-load')).text();
  expect(html).toContain('data-testid="result-summary"');

  await page.goto('/heat-load');
  const skip = page.getByRole('link', { name: 'Skip to inputs' });
  // The keyboard's first stop, even when that first Tab is what starts a visitor's app (the app adds
  // the link); shown while focused; Enter lands in the first field.
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('#calculator-inputs input:not([type="radio"]):not([type="checkbox"])').first(),
  ).toBeFocused();
  // Unfocused, visually hidden (one clipped pixel, not an off-screen box a full-page capture would
  // show).
  const hidden = await skip.boundingBox();
  expect(hidden?.width ?? 0).toBeLessThanOrEqual(1);
  expect(hidden?.height ?? 0).toBeLessThanOrEqual(1);

  const summary = page.getByRole('complementary', { name: 'Result summary' });
  if (isMobile) {
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Total load');
    const total = (await page.getByTestId('total-load').textContent()) ?? '';
    await expect(summary).toContainText(total);
  }
});
