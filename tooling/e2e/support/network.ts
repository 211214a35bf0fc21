import type { BrowserContext, Page, Request } from '@playwright/test';

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

/**
 * A connection that drops as the app fetches one piece of its code: the script chunk whose text
 * holds `marker` fails as if offline (the browser goes offline with it) until `reconnect()`, and is
 * served after. A chunk asked for again under a query (`?retry=1`, retryableImport) counts too.
 * Call it before the page loads.
 */
export async function dropChunkUntilReconnected(
  page: Page,
  context: BrowserContext,
  marker: string,
): Promise<{ requests: () => number; reconnect: () => Promise<void> }> {
  let connectionDown = true;
  let requests = 0;
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(marker)) {
      await route.fulfill({ response, body });
      return;
    }
    requests += 1;
    if (connectionDown) {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({ response, body });
  });
  return {
    requests: () => requests,
    async reconnect() {
      connectionDown = false;
      await context.setOffline(false);
    },
  };
}

/**
 * The URL of the app's entry module: on a prerendered page the one `<meta name="app-entry">` (an
 * inline script adds the module after first paint, apps/web/scripts/prerender.ts), elsewhere the
 * page's one `<script type="module" src>`.
 */
async function entryModuleUrl(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const src =
    /<meta name="app-entry" content="([^"]+)"/.exec(html)?.[1] ??
    /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${path} has no module script.`);
  return new URL(src, 'http://localhost').pathname;
}

/** Holds the entry module's response until `release()` is called. */
export async function holdEntryModule(page: Page, path: string): Promise<() => void> {
  const entry = await entryModuleUrl(page, path);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
