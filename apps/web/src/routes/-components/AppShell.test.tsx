import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_MODE_STORAGE_KEY } from '../../color-scheme';
import { renderApp } from '../../test/render-app';
import { visitorAuth } from '../../test/render';

// env.ts warns at import that no Firebase config is set (local mode): expected here.
vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to the top on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('the app shell', () => {
  it('shows the not-found page for an unknown path, with ways out', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open the heat-load calculator' })).toHaveAttribute(
      'href',
      '/heat-load',
    );
    expect(document.title).toBe('Page not found · HVAC Workbench');
  });

  it('renders the heat-load page with the header for a visitor', async () => {
    renderApp('/heat-load');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: /^Local mode/ })).toHaveAttribute(
      'href',
      '/mailbox',
    );
    expect(within(header).getByRole('link', { name: 'HVAC Workbench, home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Sign in to save' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/calculators/heat-load?resume=visitor')}`,
    );
    expect(screen.getByTestId('total-load')).toHaveTextContent(/^[\d,]+ Btu\/h$/);
  });

  it('lists the calculators from the catalog in the Calculators menu', async () => {
    renderApp('/no/such/page');
    // Wait for the page itself, so the click lands on the settled header.
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    // The menu's code loads on the first click and opens the menu (CalculatorsMenuLoader).
    await userEvent.click(screen.getByRole('button', { name: 'Calculators' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Calculators' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    // jsdom has no layout, so Mantine may hide the open dropdown as "detached": query it regardless.
    const item = await screen.findByRole('menuitem', { name: /Heat load/, hidden: true });
    expect(item).toHaveAttribute('href', '/heat-load');
  });

  it('shows a spinner in the account area until the auth state is known', async () => {
    renderApp('/heat-load', { ...visitorAuth, ready: false });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // The public page is not blocked meanwhile.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to save' })).not.toBeInTheDocument();
  });

  it('toggles dark mode: the class, Mantine’s scheme and the stored preference together', async () => {
    renderApp('/heat-load');
    const toggle = await screen.findByRole('button', { name: 'Toggle dark mode' });
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');

    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
  });
});
