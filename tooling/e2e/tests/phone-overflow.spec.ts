import { expect, test, type Page } from '@playwright/test';
import { signedInTest } from '../support/test';
import { signedInAccount } from '../support/accounts';

// A 390 px phone (iPhone 12 to 15 width): every page must fit it, wide tables and charts scrolling
// inside their own boxes.
test.use({ viewport: { width: 390, height: 844 } });

/** How wide the page is beyond the viewport, in CSS pixels (0 when it fits). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The innermost elements reaching past the viewport's right edge, to name the cause of an overflow. */
async function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ` +
          `right ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

/** The links of the Calculators menu: one per calculator of the catalog, as the user sees them. */
async function catalogLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Calculators' }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  await page.keyboard.press('Escape');
  return hrefs;
}

test.describe('phone, 390 px', () => {
  test('every calculator of the catalog, the public heat load and the app pages fit without sideways scrolling', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const widths: Record<string, number> = {};
    const causes: Record<string, string[]> = {};

    // The public heat-load page, as a visitor.
    await page.goto('/heat-load');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeVisible();
    await expect(page.getByTestId('total-load')).toBeVisible();
    widths['/heat-load'] = await horizontalOverflow(page);

    await signedInAccount(page, request, 'phone-overflow');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await catalogLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const href of links) expect(href).toMatch(/^\/calculators\/[a-z-]+$/);

    for (const href of [...links, '/dashboard', '/projects', '/reference', '/settings']) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (href.startsWith('/calculators/')) {
        // The editor is on screen (its chunk loaded) before the width is read.
        await expect(page.locator('#calculator-inputs')).toBeVisible();
      }
      widths[href] = await horizontalOverflow(page);
      if (widths[href] > 0) causes[href] = await widestElements(page);
    }

    const overflowing = Object.entries(widths).filter(([, extra]) => extra > 0);
    expect(overflowing, JSON.stringify({ widths, causes })).toEqual([]);
  });

  signedInTest(
    'the pump head worked example keeps its tables and chart inside their boxes',
    async ({ page }) => {
      await page.goto('/calculators/pump-head-calc');
      await expect(page.locator('#calculator-inputs')).toBeVisible();
      const example = page.getByRole('button', { name: /worked example/i });
      if ((await example.count()) > 0) await example.first().click();
      await expect(page.getByTestId('section-table')).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );

  signedInTest(
    'Tab from the page start reaches the first input within 4 presses, through the skip link',
    async ({ page }) => {
      await page.goto('/calculators/duct-sizer');
      await expect(page.locator('#calculator-inputs')).toBeVisible();

      const inFirstField = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return (
            active !== null &&
            ['INPUT', 'SELECT', 'TEXTAREA'].includes(active.tagName) &&
            active.closest('#calculator-inputs') !== null
          );
        });
      let presses = 0;
      await page.keyboard.press('Tab');
      presses += 1;
      await expect(page.getByRole('link', { name: 'Skip to inputs' })).toBeFocused();
      await page.keyboard.press('Enter');
      presses += 1;
      expect(await inFirstField()).toBe(true);
      expect(presses).toBeLessThanOrEqual(4);
      await expect(page.getByRole('region', { name: 'Inputs' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    },
  );
});
