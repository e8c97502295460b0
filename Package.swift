// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Workflow",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Workflow", targets: ["Workflow"]),
        .library(name: "WorkflowSamples", targets: ["WorkflowSamples"]),
        .executable(name: "tictactoe", targets: ["TicTacToeCLI"]),
    ],
    targets: [
        // The runtime. It must stay free of dependencies.
        .target(name: "Workflow"),
        // The seed's sample workflows, shared by the demo, the tests and (later) the UI backends.
        .target(name: "WorkflowSamples", dependencies: ["Workflow"], path: "Samples/WorkflowSamples"),
        .executableTarget(name: "TicTacToeCLI", dependencies: ["Workflow", "WorkflowSamples"], path: "Samples/TicTacToeCLI"),
        .testTarget(name: "WorkflowTests", dependencies: ["Workflow"]),
        .testTarget(name: "WorkflowSamplesTests", dependencies: ["Workflow", "WorkflowSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
