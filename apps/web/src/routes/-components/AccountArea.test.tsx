import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { visitorAuth } from '../../test/render';

// env.ts warns at import that no Firebase config is set (local mode): expected here.
vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  window.localStorage.clear();
});

// A light page (not-found) keeps these header tests quick on a busy machine.
describe('AccountArea', () => {
  it('offers visitors a Sign in link to /login', async () => {
    renderApp('/no/such/page');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('gives a signed-in user a menu with Dashboard, Projects, Settings and Sign out', async () => {
    const signOut = vi.fn(async () => {});
    const user = { email: 'engineer@example.com', emailVerified: true } as User;
    renderApp('/no/such/page', { ...visitorAuth, user, signOut });
    const header = await screen.findByRole('banner');
    const button = await within(header).findByRole('button', {
      name: 'Account: engineer@example.com',
    });
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Projects and the reference in the main navigation (shown from the sm breakpoint; jsdom has
    // no media queries, so they are queried regardless) and in the account menu for phones.
    const nav = within(header).getByRole('navigation', { name: 'Main', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Projects', hidden: true })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(within(nav).getByRole('link', { name: 'Reference', hidden: true })).toHaveAttribute(
      'href',
      '/reference',
    );

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no layout, so Mantine may hide the open dropdown as "detached": query it regardless.
    const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
    expect(await item('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(await item('Projects')).toHaveAttribute('href', '/projects');
    expect(await item('Reference')).toHaveAttribute('href', '/reference');
    expect(await item('Settings')).toHaveAttribute('href', '/settings');

    await userEvent.click(await item('Sign out'));
    expect(signOut).toHaveBeenCalledOnce();
    // The toast area (top center) names its close button, as axe requires.
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('says so when sign-out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const signOut = vi.fn(async () => {
      throw new Error('offline');
    });
    const user = { email: 'engineer@example.com', emailVerified: true } as User;
    renderApp('/no/such/page', { ...visitorAuth, user, signOut });
    await userEvent.click(await screen.findByRole('button', { name: /^Account:/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(await screen.findByText('Sign-out failed. Try again.')).toBeInTheDocument();
  });
});
