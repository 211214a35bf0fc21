#!/usr/bin/env bash
# `pnpm bench:web`: builds the site, serves it on the local stack (holding the e2e lock, so it never
# shares ports with a browser-test run), and prints the first-paint benchmark of issue 18
# (tooling/e2e/scripts/bench-web.mjs). A benchmark, not a test: it prints figures against the goals.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# VITE_LOCAL_STACK=1: the benchmarked site is a local-stack build (a build without it needs a Firebase
# config and stops).
export ASTRO_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 VITE_LOCAL_STACK=1
exec flock "${E2E_LOCK_FILE:-/tmp/hvac-workbench-e2e.lock}" bash -c '
  set -euo pipefail
  turbo run build --filter=@org/web --filter=@org/marketing >/dev/null
  bash scripts/assemble-hosting.sh >/dev/null
  EMULATOR_DATA_DIR="" setsid bash scripts/serve-local-stack.sh >/dev/null 2>&1 &
  stack=$!
  # SIGTERM: bash ignores SIGINT in the background jobs of a script (serve-local-stack.sh).
  trap "kill -TERM -- -$stack 2>/dev/null || true; wait $stack 2>/dev/null || true" EXIT
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null http://127.0.0.1:5000/ 2>/dev/null && break
    sleep 1
  done
  cd tooling/e2e
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node scripts/bench-web.mjs http://127.0.0.1:5000 "${BENCH_RUNS:-3}"
'
