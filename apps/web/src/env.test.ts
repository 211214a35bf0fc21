import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aiLogicConfig } from './ai-logic-config';
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
      localStackInfoUrl: null,
      aiLogic: null,
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
    const env = readEnv({ VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', BASE_URL: '/app/' }, {});
    expect(env.mode).toBe('local');
    expect(env.appId).toBe('hvac-workbench');
    expect(env.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(env.localStackInfoUrl).toBe('/app/local-stack.json');
    expect(env.firebaseConfig.projectId).toBe('demo-hvac-workbench');
    expect(warn).toHaveBeenCalledOnce();
    expect(readEnv({}, {}).authEmulatorUrl).toBeNull();
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

describe('the AI Logic config', () => {
  const ai = { backend: 'googleAI', model: 'gemini-2.5-flash' };

  it('is off, silently, when neither VITE_AI_LOGIC nor __ai_logic is set', () => {
    const env = readEnv({ VITE_FIREBASE_CONFIG: JSON.stringify(config) }, {});
    expect(env.aiLogic).toBeNull();
    expect(aiLogicConfig(env.aiLogic)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is read from VITE_AI_LOGIC, or from __ai_logic as a JSON string or an object', () => {
    const fromVite = readEnv({ VITE_AI_LOGIC: JSON.stringify(ai) }, {}).aiLogic;
    expect(fromVite).toEqual({ source: 'VITE_AI_LOGIC', value: ai });
    // The default timeout is filled in: 30 s.
    expect(aiLogicConfig(fromVite)).toEqual({ ...ai, timeoutMs: 30_000 });

    const vertex = { backend: 'vertexAI', model: 'gemini-2.5-pro', location: 'europe-west1' };
    const fromString = readEnv({}, { __ai_logic: JSON.stringify(vertex) }).aiLogic;
    expect(aiLogicConfig(fromString)).toEqual({ ...vertex, timeoutMs: 30_000 });
    const fromObject = readEnv({}, { __ai_logic: { ...ai, timeoutMs: 3000 } }).aiLogic;
    expect(fromObject?.source).toBe('__ai_logic');
    expect(aiLogicConfig(fromObject)).toEqual({ ...ai, timeoutMs: 3000 });
  });

  it('prefers VITE_AI_LOGIC to the global, as for the Firebase config', () => {
    const env = readEnv({ VITE_AI_LOGIC: JSON.stringify(ai) }, { __ai_logic: { model: 'other' } });
    expect(env.aiLogic?.source).toBe('VITE_AI_LOGIC');
  });

  it('stays off with a warning when the value is not JSON', () => {
    expect(readEnv({ VITE_AI_LOGIC: '{backend:' }, {}).aiLogic).toBeNull();
    expect(warn).toHaveBeenCalledWith('VITE_AI_LOGIC is not valid JSON; AI suggestions stay off.');
  });

  it.each([
    ['an unknown backend', { ...ai, backend: 'openai' }, 'backend'],
    ['no model', { backend: 'googleAI' }, 'model'],
    ['an empty model', { ...ai, model: '  ' }, 'model'],
    ['a timeout under 1 s', { ...ai, timeoutMs: 10 }, 'timeoutMs'],
    ['a timeout as text', { ...ai, timeoutMs: '3000' }, 'timeoutMs'],
    ['a list', [ai], ''],
  ])('stays off with a warning for %s', (_name, value, field) => {
    const setting = readEnv(
      { VITE_FIREBASE_CONFIG: JSON.stringify(config) },
      { __ai_logic: value },
    ).aiLogic;
    expect(setting).not.toBeNull();
    expect(aiLogicConfig(setting)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/^__ai_logic is not a valid AI Logic config/);
    if (field) expect(message).toContain(`(${field}:`);
    expect(message).toMatch(/AI suggestions stay off\.$/);
  });
});

describe('aiLogicConfig', () => {
  it('checks a setting once, warning once', () => {
    const setting = { source: '__ai_logic' as const, value: { backend: 'googleAI' } };
    expect(aiLogicConfig(setting)).toBeNull();
    expect(aiLogicConfig(setting)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
