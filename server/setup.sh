#!/usr/bin/env bash
# The online server's own idempotent setup (called by scripts/serve.sh and
# the server test step): Debian's redis-server and postgresql for the
# scale-out tests, and the server's npm packages into server/node_modules
# (npm install from the lockfile, or a copy of an earlier install kept in
# ~/.cache/tabula/server-modules; npm's cache in ~/.npm makes reruns offline).
# better-sqlite3 builds from source here (its prebuilt download is not
# reachable); that needs Node's headers, which Debian's nodejs ships in
# /usr/include/node.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
say() { printf '[server-setup] %s\n' "$*"; }
as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo -E "$@"; fi; }
# Node >= 20: names.mjs uses String.prototype.toWellFormed; @simplewebauthn/server 14 and
# openskill 5 (accounts, ratings) ask for it. Debian 12's own nodejs is 18.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if ((node_major < 20)); then
  say "Node $(node --version 2>/dev/null || echo missing) is too old: the server needs Node >= 20 (Debian 13's nodejs, or NodeSource's nodejs 20 on Debian 12)"
  exit 1
fi

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
# A fresh clone restores server/node_modules from a copy kept outside the
# tree, keyed by the lockfile, Node's version and the machine, so that only
# the first install on a machine pays for building better-sqlite3 (minutes).
cache=${TABULA_CACHE:-${HOME:-/root}/.cache/tabula}/server-modules
key=$({ cat "$HERE/package-lock.json"; node --version; uname -m; } | sha256sum | cut -c1-16)
if [[ ! -f $stamp ]] || ! cmp -s "$stamp" "$HERE/package-lock.json"; then
  if [[ -f $cache/$key.tar ]]; then
    say "server/node_modules from the cache ($cache/$key.tar)"
    rm -rf "$HERE/node_modules"
    tar -xf "$cache/$key.tar" -C "$HERE"
  else
    say "npm install in server/ (first time: about a minute, better-sqlite3 builds from source)"
    if [[ -d /usr/include/node ]]; then export npm_config_nodedir=/usr; fi
    # npm install, not npm ci: this registry serves only some of msgpackr-extract's
    # per-platform optional packages, and npm ci rejects a lock without them.
    (cd "$HERE" && npm install --no-audit --no-fund --loglevel=error)
    # Keep a copy only if the native module really built and loads.
    if (cd "$HERE" && node -e "new (require('better-sqlite3'))(':memory:').close()"); then
      mkdir -p "$cache"
      # (A temporary name of this process's own: two checkouts set up at
      # once on one machine each write theirs; the last mv wins, whole.)
      tar -cf "$cache/$key.tar.$$" -C "$HERE" node_modules && mv "$cache/$key.tar.$$" "$cache/$key.tar"
    fi
  fi
  cp "$HERE/package-lock.json" "$stamp"
fi
