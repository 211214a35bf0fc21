#!/usr/bin/env bash
# README's first command lands here (`pnpm start`): build everything, lay out the hosting folder and
# start the local stack at one URL. Ctrl-C stops every process it started.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# VITE_LOCAL_STACK=1: local mode is an explicit choice; a build without it needs a Firebase config.
export ASTRO_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 VITE_LOCAL_STACK=1
turbo run build --filter=@org/web --filter=@org/marketing
bash scripts/assemble-hosting.sh

# setsid: the stack's own session. It is stopped with SIGTERM (a script's background job ignores
# SIGINT); it then exports the emulators' data and stops them.
setsid bash scripts/serve-local-stack.sh &
stack_pid=$!
stop() {
  trap - INT TERM EXIT
  echo
  echo "Stopping the local stack..."
  kill -TERM "$stack_pid" 2>/dev/null || true
  wait "$stack_pid" 2>/dev/null || true
  echo "Stopped."
}
trap stop INT TERM EXIT

for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null http://127.0.0.1:5000/ 2>/dev/null && curl -fsS -o /dev/null http://127.0.0.1:9099/ 2>/dev/null; then
    echo
    echo "  HVAC Workbench is running at http://localhost:5000"
    if grep -q '"data":"firestore"' hosting/app/local-stack.json 2>/dev/null; then
      echo "  (local mode: accounts on the Firebase Auth emulator, data on the Cloud Firestore emulator,"
      echo "   kept in .emulator-data/ across restarts; Ctrl-C stops)"
    else
      echo "  (local mode WITHOUT the Firestore emulator: accounts on the Firebase Auth emulator, data in"
      echo "   your browser's IndexedDB; the app's badge says so; Ctrl-C stops)"
    fi
    echo
    break
  fi
  kill -0 "$stack_pid" 2>/dev/null || { echo "The emulators stopped before they were ready." >&2; exit 1; }
  sleep 1
done
wait "$stack_pid"
