#!/usr/bin/env bash
# Builds and tests a small package whose test target depends on WorkflowTesting and not on
# swift-clocks, and whose tests import neither Clocks nor anything but WorkflowTesting for
# time: they use TestClock and ImmediateClock, which WorkflowTesting re-exports. A user who
# follows WorkflowTesting's examples must not have to add swift-clocks themselves.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
consumer="$(mktemp -d)"
trap 'rm -rf "$consumer"' EXIT
mkdir -p "$consumer/Sources/Ticker" "$consumer/Tests/TickerTests"
cat > "$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TestingConsumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Workflow", path: "$repo")],
    targets: [
        .target(name: "Ticker", dependencies: [.product(name: "Workflow", package: "Workflow")]),
        .testTarget(
            name: "TickerTests",
            dependencies: ["Ticker", .product(name: "WorkflowTesting", package: "Workflow")]
        ),
    ]
)
MANIFEST
cat > "$consumer/Sources/Ticker/Ticker.swift" <<'SOURCE'
import Workflow

/// Counts the seconds that pass on the clock it is given.
public struct Ticker<C: Clock<Duration>>: Workflow {
    public let clock: C
    public init(clock: C) { self.clock = clock }

    public func makeInitialState() -> Int { 0 }

    public func render(state: Int, context: RenderContext<Self>) -> Int {
        TimerWorker(every: .seconds(1), clock: clock)
            .onOutput { (seconds: inout Int, _) -> Never? in
                seconds += 1
                return nil
            }
            .running(in: context)
        return state
    }
}
SOURCE
cat > "$consumer/Tests/TickerTests/TickerTests.swift" <<'SOURCE'
import Testing
import Ticker
import WorkflowTesting   // and nothing else: TestClock and ImmediateClock come with it.

@MainActor @Test func countsSecondsOnATestClock() async {
    let clock = TestClock()
    let tester = WorkflowHostTester(workflow: Ticker(clock: clock))
    #expect(tester.rendering == 0)
    await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
    #expect(await tester.nextRendering() == 1)
    await clock.advanceOnceSomeTaskSleeps(by: .seconds(1))
    #expect(await tester.nextRendering() == 2)
    await tester.finish()
}

@MainActor @Test func ticksWithoutWaitingOnAnImmediateClock() async {
    let tester = WorkflowHostTester(workflow: Ticker(clock: ImmediateClock()))
    #expect(await tester.nextRendering(satisfying: { $0 >= 3 }) >= 3)
    await tester.finish()
}
SOURCE
if grep -q "swift-clocks\|\"Clocks\"" "$consumer/Package.swift" || grep -q "import Clocks" "$consumer/Tests/TickerTests/TickerTests.swift"; then
    echo "error: the consumer must not name swift-clocks itself"; exit 1
fi
(cd "$consumer" && swift build --build-tests 2>&1 | tail -1)
(cd "$consumer" && swift test --skip-build 2>&1 | tail -3)
echo "a test target that depends only on WorkflowTesting uses TestClock and ImmediateClock"
