#!/usr/bin/env bash
# Builds a small package that depends on this one for Workflow and WorkflowUI only, and fails if
# anything of the web server's stack (Hummingbird, SwiftNIO, swift-crypto) was resolved or built
# for it: the WebServer trait is off unless a package turns it on.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
consumer="$(mktemp -d)"
trap 'rm -rf "$consumer"' EXIT
mkdir -p "$consumer/Sources/CoreOnly"
cat > "$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CoreOnly",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Workflow", path: "$repo")],
    targets: [
        .executableTarget(
            name: "CoreOnly",
            dependencies: [
                .product(name: "Workflow", package: "Workflow"),
                .product(name: "WorkflowUI", package: "Workflow"),
            ]
        ),
    ]
)
MANIFEST
cat > "$consumer/Sources/CoreOnly/main.swift" <<'SOURCE'
import Workflow
import WorkflowUI

struct Greeting: Workflow {
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<Greeting>) -> String { "Hello, \(state)" }
}

@MainActor func greet() -> String { WorkflowHost(workflow: Greeting()).rendering }
print(await greet())
SOURCE
(cd "$consumer" && swift build 2>&1 | tail -1)
echo "resolved for the core-only consumer: $(ls "$consumer/.build/checkouts" 2>/dev/null | tr "\n" " ")"
output="$(cd "$consumer" && swift run -q CoreOnly)"
[ "$output" = "Hello, 0" ] || { echo "error: the core-only consumer printed \"$output\""; exit 1; }
if ls "$consumer/.build/checkouts" 2>/dev/null | grep -Eiq "hummingbird|swift-nio|swift-crypto|grdb|postgres"; then
    echo "error: the core-only consumer resolved the web server's dependencies:"
    ls "$consumer/.build/checkouts"
    exit 1
fi
built="$(find "$consumer/.build" -name '*.swiftmodule' | grep -Ei 'hummingbird|NIOCore|Crypto|GRDB|PostgresNIO' || true)"
if [ -n "$built" ]; then
    echo "error: the core-only consumer built modules of the web server's stack:"
    echo "$built"
    exit 1
fi
echo "a package using only Workflow and WorkflowUI resolves and builds no Hummingbird, SwiftNIO or swift-crypto"
