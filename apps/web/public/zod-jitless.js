/*
 * zod 4 compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once, when the first object schema is created. firebase.json's Content-Security-Policy forbids
 * eval, so that probe is a CSP violation. zod's `jitless` setting skips both, and zod reads it from
 * `globalThis.__zod_globalConfig`. It must be set before any schema module evaluates; in the built app
 * the schema chunks evaluate before the entry module's own first line, so it is set here, in a classic
 * script that index.html runs (deferred, in document order) before any module.
 */
(function () {
  var holder = globalThis;
  holder.__zod_globalConfig = holder.__zod_globalConfig || {};
  holder.__zod_globalConfig.jitless = true;
})();
