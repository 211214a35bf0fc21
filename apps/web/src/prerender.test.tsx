import { act, screen, within } from '@testing-library/react';
import { createBrowserHistory, createMemoryHistory } from '@tanstack/react-router';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHeatLoadInput } from '@org/hvac-core/heat-load';
import { App } from './App';
import { markHydrating } from './hydration';
import type { EarlyInputEvent } from './early-input';
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
  // As in the build, where no page has hydrated (an earlier test's hydration set it here).
  markHydrating();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  router.ssr = { manifest: undefined };
  await router.load();
  return renderToString(<App router={router} />);
}

/**
 * Hydrates `html` at `path` as main.tsx does, handing the page what `beforeHydrating` returns as
 * index.html's log of what the visitor did; returns what React reported.
 */
async function hydrate(
  path: string,
  html: string,
  beforeHydrating: (container: HTMLElement) => EarlyInputEvent[] = () => [],
): Promise<unknown[]> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', path);
  container.innerHTML = html;
  document.body.append(container);
  const log = beforeHydrating(container);
  const router = createAppRouter(createBrowserHistory());
  router.ssr = { manifest: undefined };
  await router.load();
  markHydrating();
  const errors: unknown[] = [];
  const take = vi.fn(() => log);
  globalThis.__takeEarlyInput = take;
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
  globalThis.__takeEarlyInput = undefined;
  // The page took over what the visitor did before hydration (index.html logged it).
  if (take.mock.calls.length !== 1) errors.push('the page did not take the early-input log');
  return errors;
}

/** A form's Email field. */
function emailField(form: HTMLElement): HTMLInputElement {
  return within(form).getByLabelText<HTMLInputElement>('Email');
}

/** Types `value` into a prerendered field as a visitor does before hydration; returns its log entry. */
function typeBeforeHydrating(field: HTMLInputElement, value: string): EarlyInputEvent {
  field.value = value;
  return { type: 'input', target: field, value, checked: false };
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

  it('/login: an address typed, then the other tab clicked and the first one again, before hydrating', async () => {
    const html = await prerender('/login');
    const errors = await hydrate('/login', html, (container) => {
      const email = emailField(within(container).getByRole('form', { name: 'Sign in' }));
      return [
        typeBeforeHydrating(email, 'early@example.com'),
        { type: 'click', target: within(container).getByRole('tab', { name: 'Create account' }) },
        { type: 'click', target: within(container).getByRole('tab', { name: 'Sign in' }) },
      ];
    });
    expect(errors).toEqual([]);
    expect(emailField(screen.getByRole('form', { name: 'Sign in' }))).toHaveValue(
      'early@example.com',
    );
  });

  it('/login: the Create account tab clicked, then the form still shown filled in, before hydrating', async () => {
    const html = await prerender('/login');
    const errors = await hydrate('/login', html, (container) => {
      // The click is held, so the visitor types into the sign-in form the page still shows.
      const signIn = within(container).getByRole('form', { name: 'Sign in' });
      return [
        { type: 'click', target: within(container).getByRole('tab', { name: 'Create account' }) },
        typeBeforeHydrating(emailField(signIn), 'new@example.com'),
        typeBeforeHydrating(
          within(signIn).getByLabelText<HTMLInputElement>('Password'),
          'Duct-Work-2026',
        ),
      ];
    });
    expect(errors).toEqual([]);
    // What was typed lands in the fields of the same name in the form the tab shows.
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(emailField(form)).toHaveValue('new@example.com');
    expect(within(form).getByLabelText('Password')).toHaveValue('Duct-Work-2026');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('/login: an address typed, then "Forgot password?" followed, before hydrating', async () => {
    const html = await prerender('/login');
    const errors = await hydrate('/login', html, (container) => {
      const signIn = within(container).getByRole('form', { name: 'Sign in' });
      return [
        typeBeforeHydrating(emailField(signIn), ' early@example.com'),
        { type: 'click', target: within(signIn).getByRole('link', { name: 'Forgot password?' }) },
      ];
    });
    expect(errors).toEqual([]);
    // As the hydrated app does: the link carries the trimmed address to the reset page, in the app.
    await vi.waitFor(() => {
      expect(window.location.pathname).toBe('/reset-password');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    });
    expect(new URLSearchParams(window.location.search).get('email')).toBe('early@example.com');
    expect(emailField(screen.getByRole('form', { name: 'Reset your password' }))).toHaveValue(
      'early@example.com',
    );
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

  it('what a visitor typed and picked before /heat-load hydrated is what the page computes and keeps', async () => {
    const html = await prerender('/heat-load');
    // A returning visitor (a kept draft, dark mode, a past session: each re-renders the page right
    // after hydrating) who typed a room into the prerendered form before the app ran.
    window.localStorage.setItem('hvac:darkMode', 'true');
    window.localStorage.setItem('hvac:signedIn', 'true');
    writeDraft(VISITOR_HEAT_LOAD_DRAFT_KEY, { ...defaultHeatLoadInput('Imperial'), wallArea: 777 });
    const room: Record<string, string> = {
      roomName: 'Office 12',
      outdoorTemp: '10',
      indoorTemp: '70',
      wallArea: '400',
      wallUValue: '0.08',
      windowArea: '60',
      windowUValue: '0.5',
      roofArea: '500',
      roofUValue: '0.04',
      ventilationRate: '100',
      numPeople: '0',
      lightingLoad: '0',
      equipmentLoad: '0',
      infiltrationAch: '0',
      safetyFactorPercent: '0',
    };
    window.history.replaceState(null, '', '/heat-load');
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-prerendered', '/heat-load');
    container.innerHTML = html;
    document.body.append(container);
    for (const [field, value] of Object.entries(room)) {
      const input = container.querySelector<HTMLInputElement>(`#heat-load-${field}`);
      if (!input) throw new Error(`No field ${field}.`);
      input.value = value;
    }
    const heating = container.querySelector<HTMLInputElement>(
      'input[type="radio"][value="Heating"]',
    );
    if (!heating) throw new Error('No Heating radio button.');
    heating.checked = true;
    const router = createAppRouter(createBrowserHistory());
    router.ssr = { manifest: undefined };
    await router.load();
    markHydrating();
    // Hydrated as in the browser, on React's own scheduler rather than act()'s queue: the order of
    // the commit, the microtask and the effects is the subject.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const errors: unknown[] = [];
    try {
      roots.push(
        hydrateRoot(container, <App router={router} />, {
          onRecoverableError: (error) => errors.push(error),
        }),
      );
      await vi.waitFor(
        () => {
          expect(document.documentElement).toHaveAttribute('data-interactive');
          expect(window.localStorage.getItem(VISITOR_HEAT_LOAD_DRAFT_KEY)).toContain('Office 12');
        },
        { timeout: 20_000 },
      );
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(errors).toEqual([]);
    for (const [field, value] of Object.entries(room)) {
      expect(document.querySelector(`#heat-load-${field}`), field).toHaveValue(value);
    }
    // ASHRAE Handbook—Fundamentals (2021) ch. 18, q = U·A·ΔT, ΔT = 60 °F: walls 1,920, windows
    // 1,800, roof 1,200, ventilation 1.08·100 cfm·60 = 6,480 (eq. 9); 11,400 Btu/h in all.
    expect(document.querySelector('[data-testid="total-load"]')).toHaveTextContent('11,400 Btu/h');
    // The typed room is the one kept, not the draft kept before, which the visitor never saw.
    expect(document.body).not.toHaveTextContent('Your last inputs in this browser are restored.');
    expect(window.localStorage.getItem(VISITOR_HEAT_LOAD_DRAFT_KEY)).toContain('Office 12');
  });
});
