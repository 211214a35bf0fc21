#!/usr/bin/env bash
# Builds the web app, assembles hosting/ and runs Playwright with the given arguments, holding a lock
# so that two runs on one machine never share the emulator ports or rebuild hosting/ under each other.
# For development; the full run is `pnpm test:all`. Usage: bash scripts/e2e-locked.sh tests/x.spec.ts
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
exec flock "${E2E_LOCK_FILE:-/tmp/hvac-workbench-e2e.lock}" bash -c '
  set -euo pipefail
  cd "$0"
  VITE_LOCAL_STACK=1 pnpm --filter @org/web run build >/dev/null
  [ -d apps/marketing/dist ] || pnpm --filter @org/marketing run build >/dev/null
  bash scripts/assemble-hosting.sh >/dev/null
  cd tooling/e2e && pnpm exec playwright test --reporter=line "$@"
' "$ROOT" "$@"
