#!/usr/bin/env bash
# Debian packages for the fuzz targets (scripts/fuzz.sh, preset fuzz):
# clang and its runtime libraries (libFuzzer, ASan, UBSan). Kept apart from
# scripts/setup.sh so that the page's own setup stays as it was; test.sh and
# fuzz.sh call this. Idempotent: checks first, installs only what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
PACKAGES=(clang libclang-rt-dev ccache)
missing=()
for p in "${PACKAGES[@]}"; do
  [[ $(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null) == ii* ]] || missing+=("$p")
done
((${#missing[@]})) || exit 0
echo "[setup-fuzz] installing: ${missing[*]}"
if [[ $(id -u) == 0 ]]; then SUDO=(); else SUDO=(sudo -E); fi
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
