#!/bin/bash
# Finds the deepest chain of workflows that renders before the stack runs out, by bisection
# over separate processes of workflow-timings --render-chain (each too-deep run crashes).
#
#     scripts/render-depth.sh [BINARY]
#
# BINARY defaults to the Benchmarks package's release build of workflow-timings. Prints the
# deepest chain for the main thread and for a pool thread, with partial rendering on (the
# default) and off. Figures go in the DocC article RuntimeGuarantees ("Render depth").
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:-$here/Benchmarks/.build/release/workflow-timings}
[ -x "$binary" ] || { echo "no $binary: cd Benchmarks && swift build -c release --product workflow-timings" >&2; exit 2; }

renders() { "$binary" --render-chain "$1" "${@:2}" >/dev/null 2>&1; }

deepest() {
    local low=100 high=200000 middle
    renders "$low" "$@" || { echo "even $low levels fail" >&2; return 1; }
    while (( high - low > 50 )); do
        middle=$(( (low + high) / 2 ))
        if renders "$middle" "$@"; then low=$middle; else high=$middle; fi
    done
    echo "$low"
}

echo "stack: $(ulimit -s) KiB (main thread)"
for options in "" "--all-off"; do
    label=${options:-partial rendering (default)}
    echo "main thread, ${label#--}: $(deepest $options)"
    echo "pool thread, ${label#--}: $(deepest --pool $options)"
done
