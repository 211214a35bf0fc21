#!/usr/bin/env bash
# `pnpm bench:web` and `pnpm bench:scale`: builds the site for the local stack, serves it (holding the
# e2e lock, so it never shares ports with a browser-test run), and runs one benchmark of
# tooling/e2e/scripts against it: `web`, the first-paint benchmark of issue 18 (bench-web.mjs), or
# `scale`, the large-job benchmark of issue 23 (bench-scale.mjs). A benchmark, not a test: it prints
# figures against the goals.
#   bash scripts/bench.sh web|scale
set -euo pipefail
name=${1:-}
case "$name" in
  web | scale) ;;
  *) echo "usage: bash scripts/bench.sh web|scale" >&2; exit 2 ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# VITE_LOCAL_STACK=1: the app signs in to the local Auth emulator, as for the journeys (a build without
# it needs a Firebase config and stops).
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
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node "scripts/bench-$0.mjs" http://127.0.0.1:5000 "${BENCH_RUNS:-3}"
' "$name"
