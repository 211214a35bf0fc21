/** Shared by the suites that need the Firestore emulator. */

export const FIRESTORE_SKIP_MESSAGE =
  'FIRESTORE_EMULATOR_HOST is not set: the Firestore contract and rules tests are skipped. Run them ' +
  'with `pnpm --filter @org/data test:emulator` (scripts/firestore-emulator.sh, README "Firestore emulator")';

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

/**
 * Says once, in the test output, why a Firestore suite is not running. In CI (`CI=true`) a missing
 * emulator is a failure, not a skip: these suites are the only test of the production data path.
 * @throws {Error} in CI without FIRESTORE_EMULATOR_HOST.
 */
export function warnWhenEmulatorMissing(suite: string): void {
  if (process.env['FIRESTORE_EMULATOR_HOST']) return;
  if (process.env['CI'] === 'true') {
    throw new Error(
      `[${suite}] CI=true but FIRESTORE_EMULATOR_HOST is not set: in CI the Firestore suites must run. ` +
        'Start them through scripts/firestore-emulator.sh (README "Firestore emulator").',
    );
  }
  console.warn(`[${suite}] ${FIRESTORE_SKIP_MESSAGE}`);
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
