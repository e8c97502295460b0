// swift-tools-version: 6.1
// libFuzzer targets for the inputs that can come from outside: snapshot bytes, terminal key
// streams and a web page's messages. A package of its own, so that building and testing the main package never
// needs the fuzzer runtime. Build and run with scripts/fuzz.sh; see docs/fuzzing.md.
import PackageDescription

let package = Package(
    name: "WorkflowFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, so that the products below resolve whatever the checkout's folder is called.
        .package(name: "Workflow", path: "..")
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "FuzzSnapshot",
            dependencies: ["CFuzzerDriver", .product(name: "Workflow", package: "Workflow")]
        ),
        .executableTarget(
            name: "FuzzClientMessage",
            dependencies: ["CFuzzerDriver", .product(name: "WorkflowWebUI", package: "Workflow")]
        ),
        .executableTarget(
            name: "FuzzKeyParser",
            dependencies: ["CFuzzerDriver", .product(name: "WorkflowTerminalUI", package: "Workflow")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
