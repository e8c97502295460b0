// swift-tools-version: 6.1
import PackageDescription

// The project's benchmarks, kept apart so the main package has no benchmark dependency.
// Run them from this folder: swift package --disable-sandbox benchmark
let package = Package(
    name: "WorkflowBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "workflow-timings", targets: ["WorkflowTimings"]),
        .executable(name: "web-floor", targets: ["WebFloor"]),
        .executable(name: "socket-floor", targets: ["SocketFloor"]),
    ],
    dependencies: [
        .package(name: "Workflow", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // workflow-timings' and socket-floor's command lines.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // web-floor's sockets, HTTP and WebSocket: SwiftNIO alone.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // The workflows, trees and hand-written builder that both runners measure.
        .target(
            name: "BenchmarkWorkflows",
            dependencies: [.product(name: "Workflow", package: "Workflow")]
        ),
        // The terminal frames and the to-do keystroke that both runners measure.
        .target(
            name: "TerminalScenarios",
            dependencies: [
                .product(name: "Workflow", package: "Workflow"),
                .product(name: "WorkflowSamples", package: "Workflow"),
                .product(name: "WorkflowTerminalUI", package: "Workflow"),
                .product(name: "TerminalSampleViews", package: "Workflow"),
            ]
        ),
        // Linux's epoll header, for socket-floor.
        .target(name: "CEpoll"),
        // Reads the C library's count of live heap bytes, for the bytes each idle node keeps.
        .target(name: "CHeapUsage"),
        // The plain release-mode runner: timings without the allocation interposer, ratios and targets.
        .executableTarget(
            name: "WorkflowTimings",
            dependencies: [
                "BenchmarkWorkflows", "CHeapUsage", "TerminalScenarios",
                .product(name: "Workflow", package: "Workflow"),
                .product(name: "WorkflowTerminalUI", package: "Workflow"),
                // Scenario 9: the inspector off and attached.
                .product(name: "WorkflowInspector", package: "Workflow"),
                // Scenario 11: a click in a web session, on the load tool's screens.
                .product(name: "WorkflowUI", package: "Workflow"),
                .product(name: "WorkflowWebUI", package: "Workflow"),
                .product(name: "WebBenchScreens", package: "Workflow"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Scenarios 1–7 under package-benchmark, for allocation counts and memory.
        .executableTarget(
            name: "WorkflowRuntime",
            dependencies: [
                "BenchmarkWorkflows",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Workflow", package: "Workflow"),
            ],
            path: "Benchmarks/WorkflowRuntime",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Frames of a 200×60 terminal (a full frame, a frame that changes one cell), and a keystroke
        // in the to-do sample turned into bytes.
        .executableTarget(
            name: "TerminalRendering",
            dependencies: [
                "BenchmarkWorkflows", "TerminalScenarios",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WorkflowTerminalUI", package: "Workflow"),
            ],
            path: "Benchmarks/TerminalRendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The floor under the web load tool's counter scenario: just enough of the page protocol
        // on plain SwiftNIO (no Workflow, no Hummingbird) to show what the kernel and NIO alone
        // cost the server per event. Run: web-floor --port 8080, then workflow-web-load --port 8080.
        .executableTarget(
            name: "WebFloor",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            path: "WebFloor"
        ),
        // The floor under web-floor: an epoll echo server and a client that sends each connection
        // one message a second, so the kernel's part of an event is measured apart from NIO's.
        .executableTarget(
            name: "SocketFloor",
            dependencies: [
                "CEpoll",
                // The server's CPU time, read from /proc as the web load tool reads it.
                .product(name: "WebLoadCore", package: "Workflow"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "SocketFloor"
        ),
    ],
    swiftLanguageModes: [.v6]
)
