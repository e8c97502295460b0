// swift-tools-version: 6.1
import PackageDescription

// The project's benchmarks, kept apart so the main package has no benchmark dependency.
// Run them from this folder: swift package --disable-sandbox benchmark
let package = Package(
    name: "WorkflowBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Workflow", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Frames of a 200×60 terminal: a full frame, and a frame that changes one cell.
        .executableTarget(
            name: "TerminalRendering",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WorkflowTerminalUI", package: "Workflow"),
            ],
            path: "Benchmarks/TerminalRendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
