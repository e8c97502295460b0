#!/usr/bin/env bash
# A short, bounded run of the web load tool for CI: starts workflow-web's counter on a free
# loopback port, opens 50 sessions that click 5 times a second for 5 seconds, and fails if any
# check of the tool fails (a patch out of sequence, an event never acknowledged, an error).
# Stops the server it started, whatever happens. Usage: scripts/web-load-smoke.sh BIN_DIR
set -euo pipefail
bin=${1:?usage: scripts/web-load-smoke.sh BIN_DIR (from swift build --show-bin-path)}
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
log=$(mktemp)
"$bin/workflow-web" --bench counter --port "$port" --debug-latency >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"' EXIT
# The server prints its address once it is about to listen; then wait for the port itself.
for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then cat "$log"; echo "workflow-web exited early" >&2; exit 1; fi
    sleep 0.1
done
timeout 60 "$bin/workflow-web-load" --port "$port" --sessions 50 --rate 5 --duration 5 \
    --server-pid "$server" --server-latency
