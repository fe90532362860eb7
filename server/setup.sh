#!/usr/bin/env bash
# The online server's own idempotent setup (called by scripts/serve.sh and
# the server test step): Debian's redis-server and postgresql for the
# scale-out tests, and the server's npm packages into server/node_modules
# (npm install from the lockfile; npm's cache in ~/.npm makes reruns offline).
# better-sqlite3 builds from source here (its prebuilt download is not
# reachable); that needs Node's headers, which Debian's nodejs ships in
# /usr/include/node.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
say() { printf '[server-setup] %s\n' "$*"; }
as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo -E "$@"; fi; }

if [[ ${1:-} != --no-apt ]]; then
  missing=()
  for p in redis-server postgresql; do
    [[ $(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null) == ii* ]] || missing+=("$p")
  done
  if ((${#missing[@]})); then
    say "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -q >/dev/null
    as_root apt-get install -y -q "${missing[@]}" >/dev/null
  fi
fi

stamp=$HERE/node_modules/.tabula-lock
if [[ ! -f $stamp ]] || ! cmp -s "$stamp" "$HERE/package-lock.json"; then
  say "npm install in server/ (first time: about a minute, better-sqlite3 builds from source)"
  if [[ -d /usr/include/node ]]; then export npm_config_nodedir=/usr; fi
  # npm install, not npm ci: this registry serves only some of msgpackr-extract's
  # per-platform optional packages, and npm ci rejects a lock without them.
  (cd "$HERE" && npm install --no-audit --no-fund --loglevel=error)
  cp "$HERE/package-lock.json" "$stamp"
fi
