/** Shared by the suites that need the Firestore emulator. */

export const FIRESTORE_SKIP_MESSAGE =
  'FIRESTORE_EMULATOR_HOST is not set: the Firestore contract and rules tests are skipped; ' +
  'the Firestore emulator needs JDK 21 (see ARCHITECTURE.md)';

/** `FIRESTORE_EMULATOR_HOST` as host and port, or `undefined` when it is not set. */
export function firestoreEmulator(): { host: string; port: number } | undefined {
  const value = process.env['FIRESTORE_EMULATOR_HOST'];
  if (!value) return undefined;
  const cut = value.lastIndexOf(':');
  const host = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(cut + 1));
  if (cut <= 0 || !Number.isInteger(port)) {
    throw new Error(
      `FIRESTORE_EMULATOR_HOST should look like 127.0.0.1:8080, not ${JSON.stringify(value)}`,
    );
  }
  return { host, port };
}

/** Says once, in the test output, why a Firestore suite is not running. */
export function warnWhenEmulatorMissing(suite: string): void {
  if (!process.env['FIRESTORE_EMULATOR_HOST']) console.warn(`[${suite}] ${FIRESTORE_SKIP_MESSAGE}`);
}

/** Rules that let every request through, for suites that test the adapter rather than the rules. */
export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}
`;
