#!/usr/bin/env bash
# Releases @org/hvac-core to the public npm registry (publishConfig in package.json). A maintainer runs
# it from a clean checkout of main, signed in with `npm login` (or NPM_TOKEN in CI):
#
#   pnpm --filter @org/hvac-core run release            # version, changelog, build, test, publish
#   pnpm --filter @org/hvac-core run release --dry-run  # changes no file: pending changesets, build, test, pack
#
# Steps: `changeset version` applies the pending changesets (.changeset/*.md) to package.json's version
# and CHANGELOG.md; the package is built and tested (unit tests, publint and attw, the packed tarball
# installed in a fresh project running the README's examples, the browser-bundle size budget); then
# `pnpm publish` uploads it (pnpm rewrites catalog: and workspace: versions). Commit and tag after.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
dry_run=false
[ "${1:-}" = "--dry-run" ] && dry_run=true
pnpm=(pnpm)
[ -n "${npm_execpath:-}" ] && pnpm=(node "$npm_execpath")

cd "$root"
if [ "$dry_run" = false ] && [ -n "$(git status --porcelain)" ]; then
  echo "release: the working tree has uncommitted changes; commit or stash them first." >&2
  exit 1
fi
pending=$(find .changeset -name '*.md' ! -name 'README.md' | sort)
echo "release: $(printf '%s' "$pending" | grep -c . || true) pending changeset(s)."
[ -n "$pending" ] && printf '%s\n' "$pending" | sed 's/^/  /'
if [ "$dry_run" = true ]; then
  # A dry run changes no file: it lists the changesets `changeset version` would apply, then builds,
  # tests and packs the package as it is.
  version=$(node -p "require('$here/package.json').version")
else
  # Main normally holds no pending changeset (each landing cuts its version); any left are cut here.
  bash "$here/scripts/cut-version.sh"
  version=$(node -p "require('$here/package.json').version")
fi
echo "release: @org/hvac-core $version"

cd "$here"
"${pnpm[@]}" run build
"${pnpm[@]}" run typecheck
"${pnpm[@]}" run test

if [ "$dry_run" = true ]; then
  "${pnpm[@]}" publish --dry-run --no-git-checks
  echo "release: dry run done; no file changed and nothing was published."
  exit 0
fi
"${pnpm[@]}" publish --no-git-checks
echo "release: published @org/hvac-core@$version. Now commit package.json, CHANGELOG.md and the removed changesets, and tag:"
echo "  git commit -am \"hvac-core: release $version\" && git tag hvac-core@$version"
