#!/usr/bin/env bash
# Fails at once, naming the holder, when a port the local stack listens on is already taken: a test
# run or bench that was killed can leave its emulators behind, and the journeys' web server would then
# fail later with a bare "http://127.0.0.1:5000/ is already used". Run under the browser-test lock, so
# a port held here is never another live run's.
#   Ports: Hosting 5000 and Auth 9099 (firebase.json), Firestore FIRESTORE_PORT (default 8080).
set -uo pipefail
held=()
for port in 5000 9099 "${FIRESTORE_PORT:-8080}"; do
  # A connection that succeeds means something listens there.
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    holder=""
    command -v ss >/dev/null && holder=$(ss -Hltnp "sport = :$port" 2>/dev/null | grep -o 'users:(.*)' | head -n 1)
    held+=("127.0.0.1:$port ${holder:-(holder unknown)}")
  fi
done
((${#held[@]} == 0)) && exit 0
echo "check-stack-ports: the local stack's ports are in use, most likely by a stopped test run or bench:" >&2
printf '  %s\n' "${held[@]}" >&2
echo "Stop those processes (kill <pid>) and run again." >&2
exit 1
