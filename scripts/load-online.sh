#!/usr/bin/env bash
# Load benchmark for the online server (not a test; see server/README.md):
#   1. embedded: one server process, SQLite store
#   2. scaled: two processes on Redis (presence + driver) + PostgreSQL
#   3. what a dropped connection and a kill -9 restart cost a player
# Each load run raises the number of concurrent tables (people acting at
# bot speed) until p99 (action -> every seat's new view) passes 100 ms.
#   LEVELS=10,20,40 SECONDS_PER_LEVEL=20 bash scripts/load-online.sh
# Runs under nice and bounded by timeout; only loopback traffic.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
LEVELS=${LEVELS:-100,250,500,750,1000}
SECS=${SECONDS_PER_LEVEL:-20}
bash server/setup.sh
bash scripts/build-site.sh tabula_tables
cd server
echo "== embedded (SQLite, TABULA_SYNC=${TABULA_SYNC:-full})"
timeout 900 nice -n 15 node bench/load.mjs --mode embedded --levels "$LEVELS" --seconds "$SECS"
echo "== scaled (2 processes, Redis + PostgreSQL)"
timeout 900 nice -n 15 node bench/load.mjs --mode scaled --levels "$LEVELS" --seconds "$SECS"
echo "== recovery"
timeout 300 nice -n 15 node bench/recover.mjs --runs 5
