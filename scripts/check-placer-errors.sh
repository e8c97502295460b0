#!/usr/bin/env bash
# Proves that a flow started with the wrong placer does not compile, and that the compiler
# says why. Each snippet in scripts/placer-checks is type-checked against the built modules:
# a snippet whose first line is `// expect: TEXT` must fail with TEXT among its errors; a
# snippet named ok-*.swift must type-check cleanly (the control: the setup itself is sound).
# Needs `swift build` first (it reads the modules from the build directory).
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || { echo "error: $modules is missing; run swift build first" >&2; exit 1; }
failures=0
checked=0

for snippet in scripts/placer-checks/*.swift; do
    checked=$((checked + 1))
    name=$(basename "$snippet")
    set +e
    output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$snippet" 2>&1)
    status=$?
    set -e
    if [[ "$name" == ok-* ]]; then
        if [ $status -eq 0 ]; then
            echo "ok   $name type-checks"
        else
            echo "FAIL $name should type-check but did not:"; echo "$output" | grep error: | head -5
            failures=$((failures + 1))
        fi
        continue
    fi
    expected=$(head -1 "$snippet" | sed -n 's|^// expect: ||p')
    if [ -z "$expected" ]; then
        echo "FAIL $name has no '// expect: TEXT' first line"; failures=$((failures + 1))
    elif [ $status -eq 0 ]; then
        echo "FAIL $name type-checked, but should fail with: $expected"; failures=$((failures + 1))
    elif ! grep -qF -- "$expected" <<<"$output"; then
        echo "FAIL $name failed without the expected error: $expected"; echo "$output" | grep error: | head -5
        failures=$((failures + 1))
    else
        echo "ok   $name fails with: $expected"
    fi
done

echo "$checked snippet(s), $failures failure(s)"
[ $failures -eq 0 ]
