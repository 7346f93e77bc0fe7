#!/usr/bin/env bash
# Installs the Debian packages the test suite drives for real: Chromium (browser tests), Firefox
# ESR (Tor Browser's Safest level), lynx and w3m (text browsers), tor (the onion service's
# config check), a Java runtime (the Nu Html Checker), redis-server (shared rate-limit and
# idempotency stores) and prometheus (promtool checks the alert rules). Does nothing when all
# are present.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
command -v lynx >/dev/null 2>&1 || missing+=(lynx)
command -v w3m >/dev/null 2>&1 || missing+=(w3m)
command -v tor >/dev/null 2>&1 || missing+=(tor)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v prometheus >/dev/null 2>&1 || missing+=(prometheus)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
