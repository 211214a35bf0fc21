#!/usr/bin/env bash
# README's second command lands here (`pnpm test:all`), and CI runs exactly that: prettier --check, every package's unit
# tests (hvac-core's also check its exports with publint/attw and run check:package: the packed tarball
# installed in a fresh project outside the repository, running its README examples, with the 15 KB
# browser-bundle budget), lint and typecheck, then the browser journeys and size budgets against the
# local stack. Ends with one summary line of all tests. Nothing here is timed: speed budgets are
# benchmarks (`pnpm bench:engine`, `bench:web`, `bench:scale`), whose figures depend on how busy the
# machine is.
# The unit tests run beside a Cloud Firestore emulator (scripts/firestore-emulator.sh), so the data
# package's Firestore contract and rules suites run; with CI=true a missing emulator fails the run.
# The browser journeys run on the local stack's own Firestore emulator (scripts/serve-local-stack.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# VITE_LOCAL_STACK=1: the site under test is a local-stack build (a build without it needs a Firebase
# config); scripts/check-production-build.sh checks the production side.
export ASTRO_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 VITE_LOCAL_STACK=1

bash scripts/ensure-browser.sh
# Formatting first: a file Prettier would change fails the run (fix with `pnpm format`).
prettier --check . --log-level warn
# Import gates (issue 39): no import circle, the web app's lower layers import no calculator.
pnpm run --silent check:imports
# One definition per exported name in each package (issue 39).
pnpm run --silent check:export-names
# The web source's line budget: printed against its goal; the shared part may not grow (issue 39).
pnpm run --silent check:line-budget
rm -rf apps/*/test-results packages/*/test-results tooling/*/test-results

bash scripts/firestore-emulator.sh with -- turbo run build lint typecheck test --concurrency=2 --log-order=grouped
bash scripts/check-production-build.sh
bash scripts/assemble-hosting.sh
# The local stack listens on fixed ports: a machine-wide lock keeps two runs (or a run and
# scripts/e2e-locked.sh) from sharing them; under the lock, a port still held is a killed run's
# leftover, named at once by check-stack-ports.sh.
flock "${E2E_LOCK_FILE:-/tmp/hvac-workbench-e2e.lock}" bash -c 'bash scripts/check-stack-ports.sh && pnpm --filter @org/e2e exec playwright test'
node scripts/summarize-tests.mjs
