#!/usr/bin/env bash
# A production build never ships local mode (issue 17): builds the web app twice into a temporary
# folder and fails unless
#   1. without VITE_FIREBASE_CONFIG (and without VITE_LOCAL_STACK=1) the build stops, naming the
#      variable and where it is documented, and
#   2. with a Firebase config, the built JavaScript holds no emulator address.
# Run by `pnpm test:all`; needs hvac-core built (turbo's build does that first).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d -t hvac-prod-build.XXXXXX)
trap 'rm -rf "$out"' EXIT
cd "$root/apps/web"

if env -u VITE_LOCAL_STACK -u VITE_FIREBASE_CONFIG ./node_modules/.bin/vite build --outDir "$out/unset" --emptyOutDir >"$out/unset.log" 2>&1; then
  echo "check-production-build: FAILED: a build without VITE_FIREBASE_CONFIG succeeded" >&2
  exit 1
fi
if ! grep -q 'VITE_FIREBASE_CONFIG is not set.*README.md' "$out/unset.log"; then
  echo "check-production-build: FAILED: the refused build did not name VITE_FIREBASE_CONFIG and README.md:" >&2
  cat "$out/unset.log" >&2
  exit 1
fi
echo "check-production-build: a build without VITE_FIREBASE_CONFIG stops with: $(grep -o 'VITE_FIREBASE_CONFIG is not set.*"Cloud mode")' "$out/unset.log" | head -n 1)"

env -u VITE_LOCAL_STACK -u VITE_AUTH_EMULATOR_URL \
  VITE_FIREBASE_CONFIG='{"apiKey":"check-key","projectId":"hvac-check","authDomain":"hvac-check.firebaseapp.com"}' \
  ./node_modules/.bin/vite build --outDir "$out/cloud" --emptyOutDir >"$out/cloud.log" 2>&1 || {
  echo "check-production-build: FAILED: the build with a Firebase config failed:" >&2
  cat "$out/cloud.log" >&2
  exit 1
}
# The emulators' addresses (firebase.json "emulators").
if grep -lE '127\.0\.0\.1|localhost:(9099|8080|5000)' "$out/cloud"/assets/*.js; then
  echo "check-production-build: FAILED: the files above of a build with a Firebase config hold an emulator address" >&2
  exit 1
fi
echo "check-production-build: a build with a Firebase config holds no emulator address ($(ls "$out/cloud"/assets/*.js | wc -l) JavaScript files checked)."
