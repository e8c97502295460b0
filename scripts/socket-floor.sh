#!/usr/bin/env bash
# Runs socket-floor's client against a fresh socket-floor server on a free loopback port, and
# stops that server afterwards, whatever happens: the kernel's part of a web event, apart from
# NIO's and the session's (docs/web-performance.md, "Under NIO"). The exit status is the
# client's (non-zero if a message went unanswered).
#
#   scripts/socket-floor.sh BIN_DIR [serve options...] -- [load options...]
#
# The runs behind the docs:  scripts/socket-floor.sh Benchmarks/.build/release --threads 1 -- --connections 1000 --rate 1 --seconds 30
# and the same with --threads 2, --nio --threads 1 and --nio --threads 2.
# CI's smoke run:            scripts/socket-floor.sh "$bin" --nio --threads 2 -- --connections 20 --rate 5 --seconds 2
set -euo pipefail
bin=${1:?usage: scripts/socket-floor.sh BIN_DIR [serve options...] -- [load options...]}
shift
serve_options=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do serve_options+=("$1"); shift; done
[ $# -gt 0 ] && shift
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
# The server stops by itself after 15 minutes in any case.
"$bin/socket-floor" serve --port "$port" --seconds 900 "${serve_options[@]}" &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
# Wait (at most 10 s) until the server accepts connections.
for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then echo "socket-floor serve exited early" >&2; exit 1; fi
    sleep 0.1
done
timeout 900 "$bin/socket-floor" load --port "$port" --server-pid "$server" "$@"
