#!/usr/bin/env bash
# Formats the package's Swift files with swift-format and the repository's .swift-format
# (4 spaces, lines up to 140 characters, layout only: every rule that would rewrite code is
# off), or with --check fails naming each file that is not formatted. CI runs --check.
#
# Files the docs quote (`<!-- snippet: PATH -->` and `<!-- excerpt: PATH -->` in README.md and
# the DocC articles) are left as written: check-readme-snippets.py compares the docs' blocks
# with them word for word, so their layout is the docs' layout. The DocC tutorial's files are
# symbolic links to compiled files, which are formatted where they live.
set -euo pipefail
cd "$(dirname "$0")/.."
swift_format=$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)

quoted=$(python3 - <<'PY'
import glob, re
documents = ["README.md"] + glob.glob("Sources/*/*.docc/*.md")
paths = set()
for document in documents:
    paths.update(re.findall(r"<!-- (?:snippet|excerpt): (\S+) -->", open(document).read()))
print("\n".join(sorted(paths)))
PY
)
mapfile -t files < <(git ls-files -- '*.swift' | grep -v '\.docc/' | grep -v -x -F -f <(printf '%s\n' "$quoted"))

if [ "${1:-}" = "--check" ]; then
    if ! "$swift_format" lint --strict --parallel "${files[@]}"; then
        echo "error: the files above are not formatted; run scripts/format.sh and commit the result" >&2
        exit 1
    fi
    echo "${#files[@]} files formatted as .swift-format says"
else
    "$swift_format" format --in-place --parallel "${files[@]}"
fi
