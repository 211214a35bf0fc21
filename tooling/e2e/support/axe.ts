import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions to end (at most 2 s): a modal caught
 * half-faded-in has colours axe reads as too low in contrast. Spinners run forever and are skipped.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Fails on any serious or critical accessibility violation on the page once it has settled. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Fails when a visible heading skips a level below the one before it (an h1 followed by an h3):
 * a screen reader's outline of the page then has a gap (Lighthouse's heading-order, which axe
 * counts only as a best practice and the check above leaves out).
 */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.checkVisibility())
        .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent?.trim() ?? ''}`),
    );
  const skips = levels.filter(
    (heading, index) =>
      index > 0 && Number(heading[1]) > Number((levels[index - 1] ?? 'h1')[1]) + 1,
  );
  expect(skips, `headings on ${page.url()}: ${levels.join(' | ')}`).toEqual([]);
}
