import type { Page, Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' for one origin: resolves once the page has loaded and no request to
 * `origin` has been in flight for two polls in a row (about half a second, as 'networkidle'). The
 * signed-in pages cannot use 'networkidle' itself: the Firestore SDK keeps a long poll open to the
 * Cloud Firestore emulator for as long as the page lives. Call it before the navigation it waits for.
 */
export function trackSameOriginRequests(page: Page, origin: string) {
  const inflight = new Set<Request>();
  const start = (request: Request) => {
    if (request.url().startsWith(origin)) inflight.add(request);
  };
  const end = (request: Request) => inflight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async idle(): Promise<void> {
      await page.waitForLoadState('load');
      for (let quietPolls = 0; quietPolls < 2;) {
        await page.waitForTimeout(250);
        quietPolls = inflight.size === 0 ? quietPolls + 1 : 0;
      }
    },
    stop(): void {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}
