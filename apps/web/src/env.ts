/**
 * The app's configuration, read once here and nowhere else.
 *
 * Cloud mode: a Firebase web config in `VITE_FIREBASE_CONFIG` (a JSON string) or in a global
 * `__firebase_config` injected by the host page (a JSON string or an object). The app id comes from
 * `VITE_APP_ID` or a global `__app_id`, else 'hvac-workbench'.
 * Local mode (no config): the local stack, an explicit choice of the build (`VITE_LOCAL_STACK=1`; a
 * build with neither is refused, see vite.config.ts): accounts on the Firebase Auth emulator at
 * `VITE_AUTH_EMULATOR_URL` (vite.config.ts gives http://127.0.0.1:9099 to local-stack builds only, so
 * a production build holds no emulator address) under the demo project 'demo-hvac-workbench'. Where
 * the data lives is learnt at run time from `local-stack.json`, which the local stack writes beside
 * the app (data/local-stack.ts): the Cloud Firestore emulator, or this browser's IndexedDB.
 *
 * AI suggestions in the bill of quantities (off unless configured): Firebase AI Logic, the Gemini
 * API of the `firebase/ai` SDK, called in the cloud with the app's Firebase project. Configured by
 * `VITE_AI_LOGIC` (a JSON string) or a global `__ai_logic` injected by the host page (a JSON string
 * or an object): `{ "backend": "googleAI" | "vertexAI", "model": "gemini-2.5-flash",
 * "location"?: "europe-west1", "timeoutMs"?: 30000 }`. `backend` is the Gemini Developer API
 * ('googleAI') or the Vertex AI Gemini API ('vertexAI', in `location`, default 'global');
 * `timeoutMs` (1000–300000, default 30000) bounds one request. AI Logic must be enabled for the
 * project in the Firebase console. The value is found here, once; it is checked with zod where it
 * is used (`aiLogicConfig()` in ai-logic-config.ts, which keeps zod out of the app's entry), and
 * anything invalid logs a warning and leaves the option off. In local mode the calls go to the demo
 * project, which answers only when a test stubs the endpoint.
 */

declare global {
  // Globals an embedding host may inject before the app loads.
  var __firebase_config: unknown;
  var __app_id: unknown;
  var __ai_logic: unknown;
}

/** The Firebase web config fields the app uses (others pass through to initializeApp). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  [key: string]: unknown;
}

export interface AppEnv {
  /** 'cloud' with a Firebase config, 'local' on the Auth emulator and in-browser data. */
  mode: 'cloud' | 'local';
  /** The config passed to Firebase's initializeApp. */
  firebaseConfig: FirebaseWebConfig;
  /** Names the data root, artifacts/{appId}/users/{uid}/... */
  appId: string;
  /** Auth emulator URL in local mode (null if the build has none), null in cloud mode. */
  authEmulatorUrl: string | null;
  /**
   * Local mode: where the local stack says which data store it runs (`local-stack.json` beside the
   * app's index.html). Null in cloud mode.
   */
  localStackInfoUrl: string | null;
  /**
   * The AI Logic config as found, not yet checked (see `aiLogicConfig()`): where it came from and
   * its value (parsed from JSON); null when there is none.
   */
  aiLogic: AiLogicSetting | null;
}

/** An AI Logic config as found in the environment, before validation. */
export interface AiLogicSetting {
  source: 'VITE_AI_LOGIC' | '__ai_logic';
  value: unknown;
}

const DEFAULT_APP_ID = 'hvac-workbench';
const LOCAL_PROJECT_ID = 'demo-hvac-workbench';

/**
 * The emulator accepts any API key; a demo- project id keeps every call offline. The app id is a
 * placeholder: Firebase AI Logic does not start without one (its calls then reach no real project).
 */
const LOCAL_FIREBASE_CONFIG: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
  projectId: LOCAL_PROJECT_ID,
  appId: '1:000000000000:web:0000000000000000',
};

function isFirebaseWebConfig(value: unknown): value is FirebaseWebConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['apiKey'] === 'string' && typeof record['projectId'] === 'string';
}

/** A config from a JSON string or an object; undefined when absent, logs a warning when unusable. */
function parseFirebaseConfig(raw: unknown, source: string): FirebaseWebConfig | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      console.warn(`${source} is not valid JSON; ignoring it.`);
      return undefined;
    }
  }
  if (isFirebaseWebConfig(value)) return value;
  console.warn(`${source} lacks apiKey or projectId; ignoring it.`);
  return undefined;
}

/** The AI Logic config from a JSON string or an object; undefined when absent, null when not JSON. */
function findAiLogic(
  raw: unknown,
  source: AiLogicSetting['source'],
): AiLogicSetting | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return { source, value: raw };
  try {
    return { source, value: JSON.parse(raw) as unknown };
  } catch {
    console.warn(`${source} is not valid JSON; AI suggestions stay off.`);
    return null;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads the configuration from Vite's env and the injected globals. Exported for tests. */
export function readEnv(
  viteEnv: Record<string, unknown> = import.meta.env,
  globals: { __firebase_config?: unknown; __app_id?: unknown; __ai_logic?: unknown } = globalThis,
): AppEnv {
  // The build's VITE_AI_LOGIC wins over the host's global, as VITE_FIREBASE_CONFIG does.
  const foundAiLogic = findAiLogic(viteEnv['VITE_AI_LOGIC'], 'VITE_AI_LOGIC');
  const aiLogic =
    foundAiLogic === undefined
      ? (findAiLogic(globals.__ai_logic, '__ai_logic') ?? null)
      : foundAiLogic;
  const cloudConfig =
    parseFirebaseConfig(viteEnv['VITE_FIREBASE_CONFIG'], 'VITE_FIREBASE_CONFIG') ??
    parseFirebaseConfig(globals.__firebase_config, '__firebase_config');
  const appId =
    nonEmptyString(viteEnv['VITE_APP_ID']) ?? nonEmptyString(globals.__app_id) ?? DEFAULT_APP_ID;

  if (cloudConfig) {
    return {
      mode: 'cloud',
      firebaseConfig: cloudConfig,
      appId,
      authEmulatorUrl: null,
      localStackInfoUrl: null,
      aiLogic,
    };
  }
  // Spec section 8: missing cloud configuration is logged, and the app carries on (here, locally).
  const authEmulatorUrl = nonEmptyString(viteEnv['VITE_AUTH_EMULATOR_URL']) ?? null;
  console.warn(
    'No Firebase configuration (VITE_FIREBASE_CONFIG or __firebase_config): running in local mode ' +
      (authEmulatorUrl
        ? `with the Auth emulator at ${authEmulatorUrl}.`
        : 'but this build has no Auth emulator address (VITE_AUTH_EMULATOR_URL): sign-in cannot work.'),
  );
  const base = nonEmptyString(viteEnv['BASE_URL']) ?? '/';
  return {
    mode: 'local',
    firebaseConfig: LOCAL_FIREBASE_CONFIG,
    appId,
    authEmulatorUrl,
    localStackInfoUrl: `${base.endsWith('/') ? base : `${base}/`}local-stack.json`,
    aiLogic,
  };
}

/** The configuration of this run of the app. */
export const env: AppEnv = readEnv();
