#!/usr/bin/env bash
# Browser tests need a Chromium: the system one (/usr/bin/chromium), installed here with apt when absent,
# or Playwright's own browser where one is already installed. Playwright cannot download browsers here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -n1)"
  exit 0
fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  echo "chromium: using Playwright's installed browser"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "chromium: not found, installing Debian's chromium"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version 2>/dev/null | head -n1 || true
