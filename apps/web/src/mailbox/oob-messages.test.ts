import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchOobMessages,
  messageMode,
  messageSubject,
  oobCodesUrl,
  parseOobMessages,
  toActionConfirmationPath,
  toActionConfirmationSearch,
  type OobMessage,
} from './oob-messages';

/** Messages as the Auth emulator (firebase-tools 15) lists them: oldest first. */
const EMULATOR_ANSWER = {
  oobCodes: [
    {
      email: 'ana@example.com',
      requestType: 'VERIFY_EMAIL',
      oobCode: 'verify-1',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&lang=en&oobCode=verify-1&apiKey=fake-api-key&continueUrl=http%3A%2F%2F127.0.0.1%3A5000%2Fdashboard',
    },
    {
      email: 'bo@example.com',
      requestType: 'PASSWORD_RESET',
      oobCode: 'reset-1',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=reset-1&apiKey=fake-api-key',
    },
    {
      email: 'Ana@Example.com',
      requestType: 'PASSWORD_RESET',
      oobCode: 'reset-2',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=reset-2&apiKey=fake-api-key&continueUrl=https%3A%2F%2Fevil.example%2F',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('oobCodesUrl', () => {
  it('names the project’s message list on the emulator', () => {
    expect(oobCodesUrl('http://127.0.0.1:9099/', 'demo-hvac-workbench')).toBe(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-hvac-workbench/oobCodes',
    );
  });
});

describe('parseOobMessages', () => {
  it('lists the newest message first', () => {
    expect(parseOobMessages(EMULATOR_ANSWER).map((m) => m.oobCode)).toEqual([
      'reset-2',
      'reset-1',
      'verify-1',
    ]);
  });

  it('filters to one address, ignoring case', () => {
    expect(parseOobMessages(EMULATOR_ANSWER, ' ANA@example.com').map((m) => m.oobCode)).toEqual([
      'reset-2',
      'verify-1',
    ]);
  });

  it('reads an empty mailbox, and skips malformed entries', () => {
    expect(parseOobMessages({})).toEqual([]);
    expect(parseOobMessages({ oobCodes: [{ email: 'x@example.com' }] })).toEqual([]);
  });

  it('refuses an answer of another shape', () => {
    expect(() => parseOobMessages('nope')).toThrow(TypeError);
    expect(() => parseOobMessages({ oobCodes: 'nope' })).toThrow(TypeError);
  });
});

describe('fetchOobMessages', () => {
  it('fetches and parses the list', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(EMULATOR_ANSWER)));
    vi.stubGlobal('fetch', fetchMock);
    const messages = await fetchOobMessages('http://127.0.0.1:9099', 'demo-x', {
      email: 'bo@example.com',
    });
    expect(messages.map((m) => m.oobCode)).toEqual(['reset-1']);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-x/oobCodes',
      expect.anything(),
    );
  });

  it('reports an emulator error', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500, statusText: 'Oops' }));
    await expect(fetchOobMessages('http://127.0.0.1:9099', 'demo-x')).rejects.toThrow(/500/);
  });
});

describe('link rewriting', () => {
  const [verify, , foreignContinue] = EMULATOR_ANSWER.oobCodes as [
    OobMessage,
    OobMessage,
    OobMessage,
  ];

  it('opens the app’s own action page with the mode and code', () => {
    expect(toActionConfirmationPath(verify, 'http://127.0.0.1:5000')).toBe(
      '/action-confirmation?mode=verifyEmail&oobCode=verify-1&continueUrl=http%3A%2F%2F127.0.0.1%3A5000%2Fdashboard',
    );
  });

  it('drops a continue URL of another origin, and the emulator’s apiKey and lang', () => {
    const path = toActionConfirmationPath(foreignContinue, 'http://127.0.0.1:5000');
    expect(path).toBe('/action-confirmation?mode=resetPassword&oobCode=reset-2');
  });

  it('takes the mode from the request type when the link has none', () => {
    const message = {
      requestType: 'RECOVER_EMAIL',
      oobCode: 'c/d+e',
      oobLink: 'not a url',
    };
    expect(messageMode(message)).toBe('recoverEmail');
    expect(toActionConfirmationPath(message, 'http://127.0.0.1:5000')).toBe(
      '/action-confirmation?mode=recoverEmail&oobCode=c%2Fd%2Be',
    );
  });

  it('names each kind of message', () => {
    expect(messageSubject(verify)).toBe('Verify your e-mail address');
    expect(messageSubject(foreignContinue)).toBe('Reset your password');
    expect(messageSubject({ requestType: 'RECOVER_EMAIL', oobLink: '' })).toBe(
      'Your e-mail address was changed',
    );
    expect(messageSubject({ requestType: 'NEW_KIND', oobLink: '' })).toBe(
      'Account message (NEW_KIND)',
    );
  });
});

describe('toActionConfirmationSearch', () => {
  it('gives the router the same params as the path', () => {
    expect(
      toActionConfirmationSearch(
        {
          requestType: 'VERIFY_EMAIL',
          oobCode: 'abc',
          oobLink: 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc',
        },
        'http://127.0.0.1:5000',
      ),
    ).toEqual({ mode: 'verifyEmail', oobCode: 'abc' });
  });
});
