#!/usr/bin/env bash
# Lays out the one origin Firebase Hosting serves: marketing's static pages at the root and the web
# app under /app/: its shell (index.html, for the signed-in routes), its prerendered public pages
# (heat-load.html, login.html, ...) and its assets; firebase.json rewrites each app route to its file.
# The app's prerendered not-found page becomes the site's /404.html, which Hosting serves, with status
# 404, for any path that is neither a file nor rewritten.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
marketing="$root/apps/marketing/dist"
web="$root/apps/web/dist"
for file in "$marketing/index.html" "$web/index.html" "$web/404.html"; do
  [ -f "$file" ] || { echo "assemble-hosting: $file is missing: run the build first." >&2; exit 1; }
done
[ ! -e "$marketing/404.html" ] || { echo "assemble-hosting: both sites have a 404.html; the web app's is the site's not-found page." >&2; exit 1; }
rm -rf "$root/hosting"
mkdir -p "$root/hosting/app"
cp -R "$marketing/." "$root/hosting/"
cp -R "$web/." "$root/hosting/app/"
mv "$root/hosting/app/404.html" "$root/hosting/404.html"
echo "assemble-hosting: hosting/ holds marketing ($(find "$marketing" -type f | wc -l) files) and the web app under /app/ ($(find "$web" -type f | wc -l) files)."
