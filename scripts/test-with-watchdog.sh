#!/usr/bin/env bash
# Runs a `swift test` command with a time limit, for CI.
#
#     scripts/test-with-watchdog.sh SECONDS COMMAND...
#
# The whole suite takes seconds. A run still going after SECONDS has hung: some test is
# awaiting something that will never come. Each hang prints the tests that had started and not
# finished, so the hang can be found. The run is then tried once more, because a run that
# hangs would otherwise hold CI for its whole 90 minutes. A second hang, or any real failure,
# fails. On success the last lines of the output are printed; on failure, the last 60.
set -uo pipefail
limit=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT

for attempt in 1 2; do
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
    status=$?
    if [ "$status" -eq 0 ]; then
        tail -3 "$log"
        exit 0
    fi
    if [ "$status" -ne 124 ] && [ "$status" -ne 137 ]; then
        tail -60 "$log"
        exit "$status"
    fi
    echo "!! HANG: '$*' was still running after ${limit} s (attempt $attempt of 2). Started, never finished:"
    python3 - "$log" <<'PY'
import re, sys
started, ended = [], set()
for line in open(sys.argv[1], errors="replace"):
    if m := re.search(r"Test (.+?) started\.", line):
        started.append(m.group(1))
    elif m := re.search(r"Test (.+?) (passed|failed|skipped)", line):
        ended.add(m.group(1))
for name in dict.fromkeys(started):
    if name not in ended:
        print("   ", name)
PY
done
echo "!! the run hung twice"
exit 1
