#!/usr/bin/env bash
# The real Cloud Firestore emulator, started directly with Java (ARCHITECTURE.md, "Backends"):
# firebase-tools 15 refuses any Java below 21, but the Cloud SDK's emulator jar (Debian package
# google-cloud-cli-firestore-emulator, preinstalled here) runs on JDK 17. The script looks for it; it
# never installs anything.
#
#   bash scripts/firestore-emulator.sh find
#       prints the java binary and the jar (one per line), or says what is missing and exits 3.
#   bash scripts/firestore-emulator.sh run [--port N] [--data DIR]
#       runs the emulator in the foreground with firestore.rules on 127.0.0.1:N (default 8080), until
#       it is stopped (SIGINT/SIGTERM). With --data, it starts from the export in DIR/firestore_export
#       when there is one. The emulator's own --export-on-exit fails ("Failed during export"), so the
#       export is taken before stopping, through its REST endpoint: see `export` below.
#   bash scripts/firestore-emulator.sh export --port N --data DIR --project ID
#       writes the running emulator's data for project ID to DIR/firestore_export (POST
#       /emulator/v1/projects/ID:export, as firebase-tools does), replacing the previous export only
#       once the new one is complete.
#   bash scripts/firestore-emulator.sh with [--port N] -- COMMAND...
#       starts the emulator in its own process group (default port: a free one), waits until it
#       answers, runs COMMAND with FIRESTORE_EMULATOR_HOST set, then stops the whole group.
#       Without an emulator: runs COMMAND as it is (the Firestore suites then skip and say why),
#       except with CI=true, where a missing emulator is a failure.
#
# Environment: FIRESTORE_EMULATOR_JAR and JAVA override the search.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rules="$root/firestore.rules"

java_major() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }

# Sets JAVA_BIN and JAR, or MISSING to a sentence a person can act on.
find_emulator() {
  JAVA_BIN="" JAR="" MISSING=""
  local candidate
  for candidate in "${FIRESTORE_EMULATOR_JAR:-}" \
    $(dpkg -L google-cloud-cli-firestore-emulator 2>/dev/null | grep '/cloud-firestore-emulator\.jar$' || true) \
    /usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar \
    "$(dirname "$(readlink -f "$(command -v gcloud || echo /nonexistent)")")/../platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"; do
    if [[ -n "$candidate" && -f "$candidate" ]]; then JAR="$candidate"; break; fi
  done
  for candidate in "${JAVA:-}" "$(command -v java || true)" /usr/lib/jvm/*/bin/java; do
    if [[ -n "$candidate" && -x "$candidate" ]] && (( $(java_major "$candidate" || echo 0) >= 11 )); then
      JAVA_BIN="$candidate"; break
    fi
  done
  if [[ -z "$JAR" ]]; then
    MISSING="no Cloud Firestore emulator jar (Debian package google-cloud-cli-firestore-emulator, or the gcloud component cloud-firestore-emulator; or set FIRESTORE_EMULATOR_JAR)"
  elif [[ -z "$JAVA_BIN" ]]; then
    MISSING="no Java 11 or newer to run $JAR (install a JDK, or set JAVA)"
  fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# The emulator answers "Ok" on / once it serves requests.
wait_ready() {
  local port=$1 pid=$2 log=$3
  for _ in $(seq 1 90); do
    if curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "firestore-emulator: the emulator exited before it was ready; its log:" >&2
      cat "$log" >&2
      return 1
    fi
    sleep 1
  done
  echo "firestore-emulator: no answer on 127.0.0.1:$port within 90 s; its log:" >&2
  cat "$log" >&2
  return 1
}

command=${1:-}
shift || true
port="" data="" project=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --port) port=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --project) project=$2; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done

case $command in
  find)
    find_emulator
    if [[ -n "$MISSING" ]]; then echo "firestore-emulator: $MISSING" >&2; exit 3; fi
    printf '%s\n%s\n' "$JAVA_BIN" "$JAR"
    ;;
  run)
    find_emulator
    if [[ -n "$MISSING" ]]; then echo "firestore-emulator: $MISSING" >&2; exit 3; fi
    args=(--host 127.0.0.1 --port "${port:-8080}" --rules "$rules")
    if [[ -n "$data" ]]; then
      mkdir -p "$data"
      export_dir="$data/firestore_export"
      # An export is a folder with one *.overall_export_metadata file: the emulator seeds from that file.
      seed=$(find "$export_dir" -maxdepth 1 -name '*.overall_export_metadata' 2>/dev/null | head -n 1 || true)
      if [[ -n "$seed" ]]; then args+=(--seed_from_export "$seed"); fi
    fi
    exec "$JAVA_BIN" -Duser.language=en -cp "$JAR" \
      com.google.cloud.datastore.emulator.firestore.CloudFirestore "${args[@]}"
    ;;
  export)
    [[ -n "$port" && -n "$data" && -n "$project" ]] || { echo "usage: firestore-emulator.sh export --port N --data DIR --project ID" >&2; exit 2; }
    tmp="$data/.export.tmp"
    rm -rf "$tmp"
    mkdir -p "$tmp"
    curl -fsS -X POST "http://127.0.0.1:$port/emulator/v1/projects/$project:export" \
      -H 'Content-Type: application/json' \
      -d "{\"database\":\"projects/$project/databases/(default)\",\"export_directory\":\"$tmp\",\"export_name\":\"firestore_export\"}" \
      >/dev/null
    rm -rf "$data/firestore_export"
    mv "$tmp/firestore_export" "$data/firestore_export"
    rm -rf "$tmp"
    ;;
  with)
    [[ $# -gt 0 ]] || { echo "usage: firestore-emulator.sh with [--port N] -- COMMAND..." >&2; exit 2; }
    if [[ -n "${FIRESTORE_EMULATOR_HOST:-}" ]]; then exec "$@"; fi
    find_emulator
    if [[ -n "$MISSING" ]]; then
      if [[ "${CI:-}" == "true" ]]; then
        echo "firestore-emulator: CI=true and $MISSING. The Firestore contract and rules suites must run in CI; install the emulator (see README, \"Firestore emulator\")." >&2
        exit 1
      fi
      echo "firestore-emulator: $MISSING; running without it: the Firestore contract and rules suites skip." >&2
      exec "$@"
    fi
    port=${port:-$(free_port)}
    log=$(mktemp -t firestore-emulator.XXXXXX.log)
    setsid bash "$0" run --port "$port" >"$log" 2>&1 &
    emulator_pid=$!
    stop() {
      kill -TERM -- "-$emulator_pid" 2>/dev/null || true
      wait "$emulator_pid" 2>/dev/null || true
      rm -f "$log"
    }
    trap stop EXIT
    trap 'exit 130' INT TERM
    wait_ready "$port" "$emulator_pid" "$log"
    # The first requests of a cold emulator take seconds on a busy machine: take them here, once,
    # rather than in the first test's time budget (a throwaway project, written and cleared as owner).
    warm="http://127.0.0.1:$port/v1/projects/demo-warm-up/databases/(default)/documents/warm/up"
    curl -sS -o /dev/null -m 60 -X PATCH -H 'Authorization: Bearer owner' -H 'Content-Type: application/json' \
      "$warm" -d '{"fields":{"a":{"integerValue":"1"}}}' || true
    curl -sS -o /dev/null -m 60 "$warm" || true
    curl -sS -o /dev/null -m 60 -X DELETE "http://127.0.0.1:$port/emulator/v1/projects/demo-warm-up/databases/(default)/documents" || true
    echo "firestore-emulator: Cloud Firestore emulator ready on 127.0.0.1:$port (rules: firestore.rules)" >&2
    FIRESTORE_EMULATOR_HOST="127.0.0.1:$port" "$@"
    ;;
  *)
    echo "usage: firestore-emulator.sh find | run [--port N] [--data DIR] | export --port N --data DIR --project ID | with [--port N] -- COMMAND..." >&2
    exit 2
    ;;
esac
