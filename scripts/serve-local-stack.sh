#!/usr/bin/env bash
# Serves the already built and assembled site on the local stack: the Firebase Hosting emulator with
# production's rewrites and the Firebase Auth emulator, offline, under a demo project.
#   EMULATOR_DATA_DIR  folder where accounts persist across restarts (empty: start clean, keep nothing)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
project_id=demo-hvac-workbench
data_dir=${EMULATOR_DATA_DIR-"$root/.emulator-data"}
args=(emulators:start --only auth,hosting --project "$project_id")
if [ -n "$data_dir" ]; then
  mkdir -p "$data_dir"
  args+=(--import "$data_dir" --export-on-exit "$data_dir")
fi
# The emulators run offline: no update check, no usage reporting.
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true NO_UPDATE_NOTIFIER=1 CI="${CI:-}"
exec firebase "${args[@]}"
