import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { visitorAuth } from '../test/render';

// env.ts warns at import that no Firebase config is set (local mode): expected here.
vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

/** The Auth emulator's answer, oldest first. */
const OOB_CODES = {
  oobCodes: [
    {
      email: 'ana@example.com',
      requestType: 'VERIFY_EMAIL',
      oobCode: 'verify-ana',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&lang=en&oobCode=verify-ana&apiKey=fake-api-key',
    },
    {
      email: 'bo@example.com',
      requestType: 'PASSWORD_RESET',
      oobCode: 'reset-bo',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=reset-bo&apiKey=fake-api-key',
    },
  ],
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local mailbox page', () => {
  it('lists the signed-in user’s messages with links to the app’s action page', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(OOB_CODES)));
    vi.stubGlobal('fetch', fetchMock);
    const user = { email: 'ana@example.com', emailVerified: true } as User;
    renderApp('/mailbox', { ...visitorAuth, user });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Local mailbox' }),
    ).toBeInTheDocument();
    const mailbox = screen.getByRole('region', { name: 'Local mailbox' });
    expect(within(mailbox).getByLabelText('Show messages to')).toHaveValue('ana@example.com');
    const link = await within(mailbox).findByRole('link', {
      name: 'Open link: Verify your e-mail address, to ana@example.com',
    });
    expect(link.getAttribute('href')).toMatch(/^\/action-confirmation\?/);
    expect(link.getAttribute('href')).toContain('oobCode=verify-ana');
    expect(link.getAttribute('href')).toContain('mode=verifyEmail');
    expect(within(mailbox).queryByText('To: bo@example.com')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-hvac-workbench/oobCodes',
      expect.anything(),
    );

    await userEvent.click(within(mailbox).getByRole('button', { name: 'Show all' }));
    const items = await within(mailbox).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^To: /).textContent)).toEqual([
      'To: bo@example.com',
      'To: ana@example.com',
    ]);
  });

  it('says so when the emulator cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/mailbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The local mailbox cannot be read.*did not answer/,
    );
  });
});
