/**
 * zod 4 compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once. firebase.json's Content-Security-Policy forbids eval, so that probe is a CSP violation on every
 * page that parses. Its `jitless` setting skips both; zod keeps that setting on
 * `globalThis.__zod_globalConfig`, so it is set here without loading zod. Imported first by main.tsx,
 * before any module that builds a schema.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig['jitless'] = true;

export {};
