#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser here) and the
# PDF checks read reports with poppler's pdftotext. Installs whichever is missing, with apt.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "ensure-browser: installing ${missing[*]} from Debian's packages..."
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
echo "ensure-browser: done."
