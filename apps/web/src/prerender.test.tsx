import { act } from '@testing-library/react';
import { createBrowserHistory, createMemoryHistory } from '@tanstack/react-router';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHeatLoadInput } from '@org/hvac-core/heat-load';
import { App } from './App';
import { createAppRouter } from './router';
import { VISITOR_HEAT_LOAD_DRAFT_KEY, writeDraft } from './workspace/draft-storage';

// env.ts warns at import that no Firebase config is set (local mode): expected here.
vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/**
 * The build's render of `path` (src/prerender.tsx, on Node). Here, under jsdom, the router's code is
 * its browser build: `ssr` gives it the tree shape it has on a server.
 */
async function prerender(path: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  router.ssr = { manifest: undefined };
  await router.load();
  return renderToString(<App router={router} />);
}

/** Hydrates `html` at `path` as main.tsx does; returns what React reported. */
async function hydrate(path: string, html: string): Promise<unknown[]> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const router = createAppRouter(createBrowserHistory());
  router.ssr = { manifest: undefined };
  await router.load();
  const errors: unknown[] = [];
  const release = vi.fn();
  globalThis.__releaseHeldEvents = release;
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args.map(String).join(' '));
  });
  await act(async () => {
    roots.push(
      hydrateRoot(container, <App router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
  });
  consoleError.mockRestore();
  globalThis.__releaseHeldEvents = undefined;
  // The page handed over what the visitor did before hydration (index.html held it).
  if (release.mock.calls.length !== 1) errors.push('the page did not release the held events');
  return errors;
}

describe('the prerendered public pages hydrate as rendered', () => {
  it.each(['/heat-load', '/login', '/reset-password', '/verify-email', '/mailbox'])(
    '%s',
    async (path) => {
      const html = await prerender(path);
      expect(html).toContain('<h1');
      expect(await hydrate(path, html)).toEqual([]);
    },
  );

  it('/heat-load holds its labelled fields and default results', async () => {
    const html = await prerender('/heat-load');
    expect(html).toContain('Outdoor temperature');
    expect(html).toMatch(/data-testid="total-load"[^>]*>[\d,]+ Btu\/h</);
  });

  it('the not-found page hydrates at any unknown path, then names it', async () => {
    const html = await prerender('/404');
    expect(html).toContain('Page not found');
    expect(await hydrate('/no/such/page', html)).toEqual([]);
    expect(document.body).toHaveTextContent('There is no page at /no/such/page.');
  });

  it('a returning visitor’s kept draft and dark mode apply after hydrating, without a mismatch', async () => {
    const html = await prerender('/heat-load');
    window.localStorage.setItem('hvac:darkMode', 'true');
    window.localStorage.setItem('hvac:signedIn', 'true');
    writeDraft(VISITOR_HEAT_LOAD_DRAFT_KEY, { ...defaultHeatLoadInput('Imperial'), wallArea: 777 });
    expect(await hydrate('/heat-load', html)).toEqual([]);
    expect(document.body).toHaveTextContent('Your last inputs in this browser are restored.');
    expect(document.querySelector('#heat-load-wallArea')).toHaveValue('777');
  });
});
