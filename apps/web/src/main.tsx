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
    markHydrated();
    createRoot(container).render(<App router={router} />);
    // The HTML is replaced, so what was done on it is void: stop logging and holding.
    discardEarlyInput();
    markInteractive();
  }
} else {
  // Every other page, once loaded (a guard waits for the session; index.html shows a spinner), in a
  // transition: React renders it in one pass, in slices. Rendered at once, the router's loads and the
  // session each rendered the page again in one piece: tasks of 150-400 ms on a phone (issue 39 §7).
  markHydrated();
  await router.load().catch((error: unknown) => console.error('The page could not load.', error));
  startTransition(() => {
    createRoot(container).render(<App router={router} />);
  });
  discardEarlyInput();
  markInteractive();
}
