// Re-exported so that `import WorkflowTesting` alone brings `TestClock`, `ImmediateClock` and the
// rest of swift-clocks into a test target: the testers and their documented examples drive time
// with these clocks, and a user should not have to add swift-clocks to each test target (and
// keep its version in step with ours) to follow them. scripts/check-testing-consumer.sh proves it
// in CI with a package whose tests depend on nothing but WorkflowTesting.
@_exported import Clocks
