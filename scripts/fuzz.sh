#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time; fails if a target
# crashes (the crashing input is saved under Fuzz/.build/artifacts/).
#
#   scripts/fuzz.sh [seconds per target] [target...]
#
# Seconds default to $FUZZ_SECONDS, else 60. Targets default to all of them. Each run starts
# from the seeds in Fuzz/Corpus/<target>/ (kept in git) and writes what it discovers to
# Fuzz/.build/corpus/<target>/ (not in git), which later runs on this machine reuse.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds="${1:-${FUZZ_SECONDS:-60}}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzSnapshot FuzzKeyParser FuzzClientMessage)
fi

# -parse-as-library: the targets' main is a C function that starts libFuzzer's driver.
# lld, because gold fails with an internal error linking libFuzzer into Swift executables.
build=(swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -parse-as-library -Xswiftc -use-ld=lld)
"${build[@]}" 2>&1 | grep -v "unhandled; explicitly declare them" | tail -3
bin="$("${build[@]}" --show-bin-path)"

for target in "${targets[@]}"; do
    seeds="Fuzz/Corpus/$target"
    found="Fuzz/.build/corpus/$target"
    artifacts="Fuzz/.build/artifacts/$target"
    mkdir -p "$found" "$artifacts"
    echo "== fuzzing $target for ${seconds}s"
    # The first corpus folder receives new inputs, so the seeds in git stay as they are.
    # -timeout catches hangs (one input taking over 10 s), -rss_limit_mb runaway memory.
    # $FUZZ_ARGS adds libFuzzer options (for example -jobs=2 -workers=2 for longer runs).
    log="Fuzz/.build/$target.log"
    dictionary=()
    if [ -f "Fuzz/Corpus/$target.dict" ]; then
        dictionary=(-dict="Fuzz/Corpus/$target.dict")
    fi
    status=0
    # shellcheck disable=SC2086
    "$bin/$target" "$found" "$seeds" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 "${dictionary[@]}" ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
    grep -E "^(INFO: seed corpus|Done [0-9]+ runs|stat::number_of_executed_units|stat::peak_rss_mb)" "$log" || true
    if [ "$status" -ne 0 ]; then
        tail -40 "$log" >&2
        echo "error: $target failed (exit $status); the input is in $artifacts/, the log in $log" >&2
        exit 1
    fi
done
echo "== fuzzing passed"
