import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';

const config = { apiKey: 'key', projectId: 'hvac-prod', authDomain: 'hvac-prod.firebaseapp.com' };
// Also silences the warning env.ts gives at import, in this test run's local mode.
const warn = vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

beforeEach(() => {
  warn.mockClear();
});

describe('readEnv', () => {
  it('runs in cloud mode with VITE_FIREBASE_CONFIG', () => {
    const env = readEnv(
      { VITE_FIREBASE_CONFIG: JSON.stringify(config), VITE_APP_ID: 'workbench-prod' },
      {},
    );
    expect(env).toEqual({
      mode: 'cloud',
      firebaseConfig: config,
      appId: 'workbench-prod',
      authEmulatorUrl: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts the injected globals, as a JSON string or an object', () => {
    expect(
      readEnv({}, { __firebase_config: JSON.stringify(config), __app_id: 'host-app' }),
    ).toMatchObject({
      mode: 'cloud',
      appId: 'host-app',
    });
    expect(readEnv({}, { __firebase_config: config }).firebaseConfig).toEqual(config);
  });

  it('falls back to local mode with a warning, on the Auth emulator and a demo project', () => {
    const env = readEnv({}, {});
    expect(env.mode).toBe('local');
    expect(env.appId).toBe('hvac-workbench');
    expect(env.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(env.firebaseConfig.projectId).toBe('demo-hvac-workbench');
    expect(warn).toHaveBeenCalledOnce();
    expect(readEnv({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9199' }, {}).authEmulatorUrl).toBe(
      'http://localhost:9199',
    );
  });

  it('ignores an unusable config and says why', () => {
    expect(readEnv({ VITE_FIREBASE_CONFIG: '{not json' }, {}).mode).toBe('local');
    expect(warn).toHaveBeenCalledWith('VITE_FIREBASE_CONFIG is not valid JSON; ignoring it.');
    expect(readEnv({}, { __firebase_config: { apiKey: 'key' } }).mode).toBe('local');
  });
});
