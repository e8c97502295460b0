#!/usr/bin/env bash
# Runs a `swift test` command with a time limit, for CI.
#
#     scripts/test-with-watchdog.sh SECONDS COMMAND...
#
# The whole suite takes seconds. A run still going after SECONDS has hung: some test is
# awaiting something that will never come. Each hang prints the tests that had started and not
# finished, so the hang can be found. A run that fails prints the lines that name what failed
# (in a long log they are far above the last lines, which show only the tests still running
# when it ended), then its last 60 lines.
#
# Either way the run is tried once more: a hang would otherwise hold CI for its whole 90
# minutes, and a failure seen once in many runs would otherwise keep every other change from
# landing. A second failure or hang, of any test, fails; a first one followed by a pass is
# reported as "!! FLAKY" with what failed, so that the next person can find and fix it (and
# appended to the file $FLAKY_REPORT names, if set). On success the last lines of the output
# are printed.
set -uo pipefail
limit=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# The tests that failed and the issues they recorded (known issues left out): Swift Testing's
# lines, XCTest's, and compiler errors, in case the run's build failed.
failures() {
    local found
    found=$(grep -E '✘|recorded an issue|Expectation failed|Caught error|Fatal error|[Ee]xited with|error:|Test Case .* failed' "$log" \
        | grep -v 'recorded a known issue' | head -80)
    printf '%s\n' "${found:-(no line names a failure; see the last 60 lines)}"
}

# The tests that had started and not finished when a run was stopped.
unfinished() {
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
}

first_trouble=""
for attempt in 1 2; do
    timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
    status=$?
    if [ "$status" -eq 0 ]; then
        tail -3 "$log"
        if [ -n "$first_trouble" ]; then
            report="!! FLAKY: '$*' passed on its second attempt. The first attempt:
$first_trouble"
            printf '%s\n' "$report"
            # CI prints these again where its log ends, passed or failed, where a summary of the
            # log is sure to show them.
            if [ -n "${FLAKY_REPORT:-}" ]; then printf '%s\n' "$report" >>"$FLAKY_REPORT"; fi
        fi
        exit 0
    fi
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        trouble="!! HANG: '$*' was still running after ${limit} s (attempt $attempt of 2). Started, never finished:
$(unfinished)"
        printf '%s\n' "$trouble"
    else
        trouble="!! FAILED: '$*' exited with $status (attempt $attempt of 2). The tests that failed and the issues they recorded:
$(failures)"
        printf '%s\n' "$trouble"
        echo "!! the last 60 lines:"
        tail -60 "$log"
    fi
    first_trouble=${first_trouble:-$trouble}
done
echo "!! it failed or hung twice"
exit 1
