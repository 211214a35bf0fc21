import { env } from '../env';

/**
 * Which data store the local stack runs, as it says in `local-stack.json` (written beside the app by
 * scripts/serve-local-stack.sh when it starts): the Cloud Firestore emulator, reached through the same
 * Firestore adapter as production, or, where no emulator could be started, this browser's IndexedDB.
 */
export type LocalStackData =
  { store: 'firestore'; host: string; port: number } | { store: 'indexeddb'; reason: string };

let info: Promise<LocalStackData> | undefined;

/** Parses the file's JSON; anything unexpected means IndexedDB, with the reason. */
export function parseLocalStackInfo(value: unknown): LocalStackData {
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const emulator = record['firestoreEmulator'];
    if (record['data'] === 'firestore' && typeof emulator === 'object' && emulator !== null) {
      const { host, port } = emulator as Record<string, unknown>;
      if (typeof host === 'string' && host !== '' && typeof port === 'number') {
        return { store: 'firestore', host, port };
      }
    }
    if (record['data'] === 'indexeddb') {
      const reason = record['reason'];
      return {
        store: 'indexeddb',
        reason: typeof reason === 'string' && reason !== '' ? reason : 'the local stack chose it',
      };
    }
  }
  return { store: 'indexeddb', reason: 'local-stack.json is not in the expected form' };
}

/**
 * The local stack's data store, fetched once. Without the file (the Vite dev server, or an old
 * hosting folder) the data stays in this browser, and the console says why: never silently.
 */
export function loadLocalStackData(): Promise<LocalStackData> {
  info ??= (async (): Promise<LocalStackData> => {
    const url = env.localStackInfoUrl;
    if (!url) return { store: 'indexeddb', reason: 'this build has no local stack' };
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) {
        return { store: 'indexeddb', reason: `${url} answered ${String(response.status)}` };
      }
      return parseLocalStackInfo(await response.json());
    } catch (error) {
      return { store: 'indexeddb', reason: `${url} could not be read (${String(error)})` };
    }
  })().then((data) => {
    if (data.store === 'indexeddb') {
      console.warn(`Local mode: data is kept in this browser (IndexedDB): ${data.reason}.`);
    } else {
      console.info(
        `Local mode: data on the Cloud Firestore emulator at ${data.host}:${data.port}.`,
      );
    }
    return data;
  });
  return info;
}
