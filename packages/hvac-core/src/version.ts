/**
 * The version of @org/hvac-core, as in its package.json. Saved calculations record it beside their
 * results so that a file opened later can say which engine computed the stored numbers. Kept in step
 * with package.json by `version.test.ts` (a changeset bump that forgets this file fails the tests).
 */
export const HVAC_CORE_VERSION = '0.16.0';
