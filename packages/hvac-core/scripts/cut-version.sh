#!/usr/bin/env bash
# Cuts @org/hvac-core's version from the pending changesets (.changeset/*.md): `changeset version`
# turns them into the new version in package.json and entries in CHANGELOG.md and deletes them, and
# HVAC_CORE_VERSION (src/version.ts) follows; src/version.test.ts holds the two together. Publishes
# nothing: `release` does that, from a commit whose version is already cut.
#
#   pnpm --filter @org/hvac-core run cut-version
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
pnpm=(pnpm)
[ -n "${npm_execpath:-}" ] && pnpm=(node "$npm_execpath")

cd "$root"
pending=$(find .changeset -name '*.md' ! -name 'README.md' | sort)
if [ -z "$pending" ]; then
  echo "cut-version: no pending changeset; @org/hvac-core stays at $(node -p "require('$here/package.json').version")."
  exit 0
fi
echo "cut-version: $(printf '%s\n' "$pending" | grep -c .) pending changeset(s)."
"${pnpm[@]}" exec changeset version
version=$(node -p "require('$here/package.json').version")
node -e "const f='$here/src/version.ts',fs=require('fs');fs.writeFileSync(f,fs.readFileSync(f,'utf8').replace(/HVAC_CORE_VERSION = '[^']*'/,\"HVAC_CORE_VERSION = '$version'\"))"
"${pnpm[@]}" exec prettier --write "$here/CHANGELOG.md" >/dev/null
echo "cut-version: @org/hvac-core $version. Commit package.json, CHANGELOG.md, src/version.ts and the removed changesets."
