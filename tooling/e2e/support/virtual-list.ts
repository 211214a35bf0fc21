import { expect, type Locator, type Page } from '@playwright/test';

/** Whether every spacer of a virtual table (the rows not rendered) is out of the viewport. */
async function viewportRendered(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-spacer]')].every((spacer) => {
      const rect = spacer.getBoundingClientRect();
      return rect.bottom <= 0 || rect.top >= window.innerHeight;
    }),
  );
}

/**
 * The texts of every element `locate` finds in a long (virtualized) list, read as a person would:
 * from the top of the page, a viewport at a time, each time waiting until the rows in view are
 * rendered, down to the end of the page. A virtual list keeps only the rows near the viewport in
 * the page, so counting the elements at one moment would see only those.
 */
export async function collectWhileScrolling(page: Page, locate: Locator): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 10_000; step += 1) {
    await expect.poll(() => viewportRendered(page)).toBe(true);
    for (const text of await locate.allTextContents()) seen.add(text.trim());
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY !== before;
    });
    if (!moved) break;
  }
  return seen;
}
