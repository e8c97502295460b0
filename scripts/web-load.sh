#!/usr/bin/env bash
# Runs the web load tool against a fresh workflow-web on a free loopback port, and stops that
# server afterwards, whatever happens. The tool gets the server's pid (for its memory) and its
# port; the exit status is the tool's (non-zero if any check failed).
#
#   scripts/web-load.sh BIN_DIR [workflow-web options...] -- [workflow-web-load options...]
#
# CI's smoke run:  scripts/web-load.sh "$bin" --bench counter -- --sessions 50 --rate 5 --duration 5
# and with stalled readers: scripts/web-load.sh "$bin" --bench topic -- --sessions 40 --broadcast-every 0.05 --duration 4 --stop-reading 5
# The runs behind docs/web-performance.md use the release binaries the same way.
set -euo pipefail
bin=${1:?usage: scripts/web-load.sh BIN_DIR [server options...] -- [load options...]}
shift
server_options=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do server_options+=("$1"); shift; done
[ $# -gt 0 ] && shift
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
# WEB_LOAD_SERVER_LOG=FILE keeps the server's output there; otherwise it is shown only if the
# server fails to start.
log=${WEB_LOAD_SERVER_LOG:-$(mktemp)}
"$bin/workflow-web" --port "$port" --debug-latency "${server_options[@]}" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; [ -n "${WEB_LOAD_SERVER_LOG:-}" ] || rm -f "$log"' EXIT
# Wait (at most 10 s) until the server accepts connections.
for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then cat "$log"; echo "workflow-web exited early" >&2; exit 1; fi
    sleep 0.1
done
# The tool bounds itself; the timeout only guards against a hang (run time plus joining).
timeout 3600 "$bin/workflow-web-load" --port "$port" --server-pid "$server" --server-latency "$@"
