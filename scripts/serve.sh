#!/usr/bin/env bash
# README command 1: set up, build the site, and serve it on loopback.
#   PORT=8081 bash scripts/serve.sh   to use another port (default 8080)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
PORT=${PORT:-8080}

bash scripts/setup.sh
bash scripts/build-site.sh site

# Fail with a hint rather than a Python traceback when the port is taken.
if ! python3 -c "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', int(sys.argv[1])))" "$PORT" 2>/dev/null; then
  echo "[serve] port $PORT on 127.0.0.1 is in use; try: PORT=$((PORT + 1)) bash scripts/serve.sh" >&2
  exit 1
fi
echo
echo "Open http://127.0.0.1:$PORT/"
echo "(serving build/wasm/site on 127.0.0.1 only; Ctrl-C stops)"
echo
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory build/wasm/site
