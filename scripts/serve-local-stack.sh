#!/usr/bin/env bash
# Serves the already built and assembled site on the local stack, offline, under a demo project:
#   - the Firebase Hosting emulator (production's rewrites and headers) and the Firebase Auth emulator,
#     started by firebase-tools;
#   - the Cloud Firestore emulator with firestore.rules, started directly with Java by
#     scripts/firestore-emulator.sh (firebase-tools would refuse the JDK 17 these machines have).
# Where no Firestore emulator can be started, the app keeps its data in the browser's IndexedDB: this
# script says so, and writes the choice into hosting/app/local-stack.json, which the app reads to pick
# its data store and to label its local-mode badge.
#   EMULATOR_DATA_DIR  folder where accounts (firebase/) and Firestore data (firestore/) persist across
#                      restarts (imported on start, exported on stop); empty: start clean, keep nothing.
#                      Two folders, as firebase-tools replaces its whole export folder when it exports.
#   LOCAL_STACK_DATA   'indexeddb' to leave the Firestore emulator out on purpose
#   FIRESTORE_PORT     default 8080
# Stop it with SIGTERM (or SIGINT when it was not started in the background of a script, where bash
# ignores SIGINT): it exports the data, then stops the emulators.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
project_id=demo-hvac-workbench
data_dir=${EMULATOR_DATA_DIR-"$root/.emulator-data"}
firestore_port=${FIRESTORE_PORT:-8080}
info="$root/hosting/app/local-stack.json"
[ -d "$root/hosting/app" ] || { echo "serve-local-stack: hosting/app is missing: run the build and scripts/assemble-hosting.sh first." >&2; exit 1; }

firestore_pid=""
firebase_pid=""
firestore_log=$(mktemp -t firestore-emulator.XXXXXX.log)

export_firestore() {
  [[ -n "$firestore_pid" && -n "$data_dir" ]] || return 0
  if bash scripts/firestore-emulator.sh export --port "$firestore_port" --data "$data_dir/firestore" --project "$project_id"; then
    echo "serve-local-stack: Firestore data exported to $data_dir/firestore/firestore_export."
  else
    echo "serve-local-stack: the Firestore export failed; the previous export (if any) is kept." >&2
  fi
}

stop() {
  trap - INT TERM EXIT
  export_firestore
  # firebase-tools exports the Auth data itself on SIGINT (--export-on-exit).
  [[ -n "$firebase_pid" ]] && kill -INT -- "-$firebase_pid" 2>/dev/null || true
  [[ -n "$firestore_pid" ]] && kill -TERM -- "-$firestore_pid" 2>/dev/null || true
  [[ -n "$firebase_pid" ]] && wait "$firebase_pid" 2>/dev/null || true
  [[ -n "$firestore_pid" ]] && wait "$firestore_pid" 2>/dev/null || true
  rm -f "$firestore_log"
}
trap stop EXIT
trap 'exit 130' INT TERM

# The emulator's first requests are slow on a busy machine (5-12 s for the first WebChannel request,
# the browser SDK's transport, and seconds more for the first rules with exists() and request.time):
# past the SDK's 10 s "Could not reach Cloud Firestore backend", after which it waits offline. So the
# same path is taken once before the app's first request: a handshake on each channel, then a project
# and a file written through the rules by a throwaway signed-in user (an unsigned token, which only the
# emulator accepts), then both deleted.
warm_up_firestore() {
  local base="http://127.0.0.1:$firestore_port" db="projects%2F$project_id%2Fdatabases%2F(default)"
  local body="count=1&ofs=0&req0___data__=%7B%22database%22%3A%22$db%22%7D" channel
  for channel in Write Listen; do
    curl -sS -o /dev/null -m 10 -X POST -H 'Content-Type: application/x-www-form-urlencoded' \
      "$base/google.firestore.v1.Firestore/$channel/channel?VER=8&database=$db&RID=1000&CVER=22&X-HTTP-Session-Id=gsessionid&zx=warmup&t=1" \
      --data "$body" 2>/dev/null || true
  done
  local b64='base64 -w0' token user="artifacts/warm-up/users/warm-up"
  token="$(printf '{"alg":"none","typ":"JWT"}' | $b64 | tr '+/' '-_' | tr -d '=').$(printf '{"sub":"warm-up","user_id":"warm-up","email_verified":true,"iss":"https://securetoken.google.com/%s","aud":"%s","iat":%s,"exp":%s}' "$project_id" "$project_id" "$(date +%s)" "$(( $(date +%s) + 3600 ))" | $b64 | tr '+/' '-_' | tr -d '=')."
  local docs="projects/$project_id/databases/(default)/documents" write
  for write in "$user/projects/p:{\"name\":{\"stringValue\":\"Warm-up\"}}" \
    "$user/projects/p/boqs/f:{\"name\":{\"stringValue\":\"Warm-up\"},\"data\":{\"mapValue\":{}}}"; do
    curl -sS -o /dev/null -m 30 -X POST "$base/v1/$docs:commit" -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' \
      -d "{\"writes\":[{\"update\":{\"name\":\"$docs/${write%%:*}\",\"fields\":${write#*:}},\"updateTransforms\":[{\"fieldPath\":\"createdAt\",\"setToServerValue\":\"REQUEST_TIME\"}]}]}" 2>/dev/null || true
  done
  curl -sS -o /dev/null -m 30 -X DELETE -H 'Authorization: Bearer owner' "$base/v1/$docs/$user/projects/p/boqs/f" 2>/dev/null || true
  curl -sS -o /dev/null -m 30 -X DELETE -H 'Authorization: Bearer owner' "$base/v1/$docs/$user/projects/p" 2>/dev/null || true
}

write_info() { printf '%s\n' "$1" >"$info"; }

if [[ "${LOCAL_STACK_DATA:-}" == "indexeddb" ]]; then
  reason="the local stack was started with LOCAL_STACK_DATA=indexeddb"
  firestore_missing="$reason"
elif firestore_missing=$(bash scripts/firestore-emulator.sh find 2>&1 >/dev/null); then
  firestore_missing=""
fi

if [[ -z "$firestore_missing" ]]; then
  args=(run --port "$firestore_port")
  [[ -n "$data_dir" ]] && args+=(--data "$data_dir/firestore")
  # Its own process group: a Ctrl-C to the stack reaches this script first, which exports, then stops it.
  setsid bash scripts/firestore-emulator.sh "${args[@]}" >"$firestore_log" 2>&1 &
  firestore_pid=$!
  for _ in $(seq 1 90); do
    curl -fsS -o /dev/null "http://127.0.0.1:$firestore_port/" 2>/dev/null && break
    kill -0 "$firestore_pid" 2>/dev/null || break
    sleep 1
  done
  if curl -fsS -o /dev/null "http://127.0.0.1:$firestore_port/" 2>/dev/null; then
    warm_up_firestore
    write_info "{\"data\":\"firestore\",\"firestoreEmulator\":{\"host\":\"127.0.0.1\",\"port\":$firestore_port}}"
    echo "serve-local-stack: data on the Cloud Firestore emulator at 127.0.0.1:$firestore_port (rules: firestore.rules)."
  else
    echo "serve-local-stack: the Cloud Firestore emulator did not start; its log:" >&2
    cat "$firestore_log" >&2
    kill -TERM -- "-$firestore_pid" 2>/dev/null || true
    firestore_pid=""
    firestore_missing="the Cloud Firestore emulator did not start (see the terminal)"
  fi
fi
if [[ -n "$firestore_missing" ]]; then
  reason=${firestore_missing#firestore-emulator: }
  if [[ "${CI:-}" == "true" && "${LOCAL_STACK_DATA:-}" != "indexeddb" ]]; then
    echo "serve-local-stack: CI=true and $reason: in CI the browser journeys must run on Firestore." >&2
    exit 1
  fi
  echo "serve-local-stack: NO FIRESTORE EMULATOR: $reason. The app keeps its data in the browser (IndexedDB) and its badge says so." >&2
  write_info "{\"data\":\"indexeddb\",\"reason\":$(node -e 'console.log(JSON.stringify(process.argv[1]))' "$reason")}"
fi

args=(emulators:start --only auth,hosting --project "$project_id")
if [ -n "$data_dir" ]; then
  mkdir -p "$data_dir/firebase"
  # firebase-tools imports only a folder holding its own firebase-export-metadata.json (before the
  # Firestore emulator joined the stack, accounts were exported to the data folder itself).
  if [ -f "$data_dir/firebase/firebase-export-metadata.json" ]; then
    args+=(--import "$data_dir/firebase")
  elif [ -f "$data_dir/firebase-export-metadata.json" ]; then
    args+=(--import "$data_dir")
  fi
  args+=(--export-on-exit "$data_dir/firebase")
fi
# The emulators run offline: no update check, no usage reporting.
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true NO_UPDATE_NOTIFIER=1 CI="${CI:-}"
setsid firebase "${args[@]}" &
firebase_pid=$!
wait "$firebase_pid"
