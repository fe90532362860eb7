#!/usr/bin/env bash
# README command 1: set up, build the site and the engine for the server,
# and serve both on one origin on loopback: the static page and the online
# tables (server/, Colyseus + the C++ engine as wasm).
#   PORT=8081 bash scripts/serve.sh   another port (default 8080)
#   TABULA_DATA=/some/dir             where tables are stored (SQLite);
#                                     default ${XDG_STATE_HOME:-~/.local/state}/tabula
#   TABULA_SKIP_BUILD=1               no setup or build: serve what is built
# The static site in build/wasm/site still works from any static host
# (the page hides "Play online" when /online/health does not answer).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
PORT=${PORT:-8080}

# TABULA_SKIP_BUILD=1: serve what is already built (a supervisor's restart).
if [[ ${TABULA_SKIP_BUILD:-} != 1 ]]; then
  bash scripts/setup.sh
  bash server/setup.sh
  bash scripts/build-site.sh site tabula_tables
fi

# Fail with a hint rather than a stack trace when the port is taken. The
# check binds like Node's listen does, with SO_REUSEADDR: right after a
# crash the old server's connections linger (FIN-WAIT, TIME-WAIT) on the
# port, which Node can listen beside but a plain bind() cannot.
if ! python3 -c "import socket,sys; s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1', int(sys.argv[1]))); s.listen()" "$PORT" 2>/dev/null; then
  echo "[serve] port $PORT on 127.0.0.1 is in use; try: PORT=$((PORT + 1)) bash scripts/serve.sh" >&2
  exit 1
fi
echo
echo "Open http://127.0.0.1:$PORT/"
echo "(serving build/wasm/site and the online tables on 127.0.0.1 only; Ctrl-C stops)"
echo
export PORT HOST=127.0.0.1
exec node server/src/main.mjs
