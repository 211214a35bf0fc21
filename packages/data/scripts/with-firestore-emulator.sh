#!/usr/bin/env bash
# Runs a command with FIRESTORE_EMULATOR_HOST pointing at a Firestore emulator, so the Firestore contract
# and rules suites run instead of skipping:
#   bash scripts/with-firestore-emulator.sh pnpm exec vitest run
# - FIRESTORE_EMULATOR_HOST already set: uses that emulator.
# - Otherwise starts the Cloud SDK's emulator (gcloud component cloud-firestore-emulator) with a
#   Java 21 or newer, and stops it afterwards.
# - Neither available: runs the command as it is (those suites then skip and say why).
set -euo pipefail

if [[ -n "${FIRESTORE_EMULATOR_HOST:-}" ]]; then
  exec "$@"
fi

java_major() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }

JAVA_BIN=""
for candidate in "${JAVA:-}" "$(command -v java || true)" /usr/lib/jvm/*/bin/java; do
  if [[ -n "$candidate" && -x "$candidate" ]] && (( $(java_major "$candidate" || echo 0) >= 21 )); then
    JAVA_BIN="$candidate"
    break
  fi
done

EMULATOR=""
for candidate in \
  "${CLOUD_FIRESTORE_EMULATOR:-}" \
  /usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator \
  "$(dirname "$(readlink -f "$(command -v gcloud || echo /nonexistent)")")/../platform/cloud-firestore-emulator/cloud_firestore_emulator"; do
  if [[ -n "$candidate" && -x "$candidate" ]]; then
    EMULATOR="$candidate"
    break
  fi
done

if [[ -z "$JAVA_BIN" || -z "$EMULATOR" ]]; then
  echo "with-firestore-emulator: no Java 21+ or no Cloud SDK Firestore emulator here; running without it." >&2
  exec "$@"
fi

PORT="${FIRESTORE_EMULATOR_PORT:-8181}"
LOG="$(mktemp -t firestore-emulator.XXXXXX.log)"
JAVA="$JAVA_BIN" setsid "$EMULATOR" start --host=127.0.0.1 --port="$PORT" >"$LOG" 2>&1 &
EMULATOR_PID=$!
stop() { kill -- -"$EMULATOR_PID" 2>/dev/null || true; wait "$EMULATOR_PID" 2>/dev/null || true; }
trap stop EXIT

for _ in $(seq 1 60); do
  if curl -sf "http://127.0.0.1:$PORT/" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$EMULATOR_PID" 2>/dev/null; then
    echo "with-firestore-emulator: the emulator exited; its log:" >&2
    cat "$LOG" >&2
    exit 1
  fi
  sleep 1
done
if ! curl -sf "http://127.0.0.1:$PORT/" >/dev/null 2>&1; then
  echo "with-firestore-emulator: the emulator did not answer on port $PORT within 60 s; its log:" >&2
  cat "$LOG" >&2
  exit 1
fi

FIRESTORE_EMULATOR_HOST="127.0.0.1:$PORT" "$@"
