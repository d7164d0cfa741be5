#!/usr/bin/env bash
# Debian's Chromium drives the end-to-end tests (Playwright's own browser download does not work here).
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'Noto Color Emoji'; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium (/usr/bin/chromium) and fonts-noto-color-emoji are needed: apt-get install -y chromium fonts-noto-color-emoji" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
