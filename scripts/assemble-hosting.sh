#!/usr/bin/env bash
# Lays out the one origin Firebase Hosting serves: marketing's static pages at the root and the web
# app's shell and assets under /app/ (see firebase.json: every unmatched path rewrites to the app).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
marketing="$root/apps/marketing/dist"
web="$root/apps/web/dist"
for dir in "$marketing" "$web"; do
  [ -f "$dir/index.html" ] || { echo "assemble-hosting: $dir/index.html is missing: run the build first." >&2; exit 1; }
done
rm -rf "$root/hosting"
mkdir -p "$root/hosting/app"
cp -R "$marketing/." "$root/hosting/"
cp -R "$web/." "$root/hosting/app/"
echo "assemble-hosting: hosting/ holds marketing ($(find "$marketing" -type f | wc -l) files) and the web app under /app/ ($(find "$web" -type f | wc -l) files)."
