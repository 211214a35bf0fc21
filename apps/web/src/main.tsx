import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { rootRouteId } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { startingAuthState } from './auth/session';
import { discardEarlyInput, markInteractive } from './early-input';
import { markHydrating, markHydrated } from './hydration';
import { nextTask } from './next-task';
import { PRERENDERED_ATTRIBUTE, canHydrate } from './prerender-pages';
import { createAppRouter } from './router';

// The app's code was evaluated in this task; the router is made in the next, and the page's loads
// start in the one after: three tasks of 10-25 ms here rather than one of 45 (issue 39 §7).
await nextTask();
const router = createAppRouter(undefined, startingAuthState);
await nextTask();

/** Renders the app over HTML it does not hydrate, at once: what was done on that HTML is void. */
function renderOverHtml(root: HTMLElement) {
  markHydrated();
  createRoot(root).render(<App router={router} />);
  discardEarlyInput();
  markInteractive();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
if (prerendered !== null && window.location.search === '') {
  // The page arrived as HTML rendered at build time (scripts/prerender.ts): load the route's chunks
  // first, so the first render is exactly what the build rendered, then hydrate. `ssr` makes the
  // router render its tree as it does on a server (no outer Suspense boundary of its own).
  router.ssr = { manifest: undefined };
  await router.load();
  const notFound = router.state.matches.at(-1)?.routeId === rootRouteId;
  if (canHydrate(prerendered, window.location.pathname, notFound)) {
    // What the visitor did meanwhile is handed over by the page once hydrated (early-input.ts).
    // In a transition, React hydrates in slices and yields to the browser between them (no long
    // task holding input back on a slow phone: issue 18's Total Blocking Time).
    markHydrating();
    startTransition(() => {
      hydrateRoot(container, <App router={router} />);
    });
  } else {
    // The not-found HTML served for a path the app does know (a route missing from firebase.json's
    // rewrites): rendered afresh rather than hydrated into the wrong page.
    renderOverHtml(container);
  }
} else if (prerendered !== null) {
  // A prerendered page opened with a search (/login?redirect=…): its HTML is on screen and can be
  // typed in, so the app replaces it at once, not after a load it would wait through unheld.
  renderOverHtml(container);
} else {
  // An empty #root, rendered once loaded (a guard waits for the session; index.html shows a spinner)
  // in a transition: in one pass, in slices. Rendered at once, the router's loads and the session
  // each rendered the page again in one piece: tasks of 150-400 ms on a phone (issue 39 §7).
  markHydrated();
  await router.load().catch((error: unknown) => console.error('The page could not load.', error));
  startTransition(() => {
    createRoot(container).render(<App router={router} />);
  });
  discardEarlyInput();
  markInteractive();
}
