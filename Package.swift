// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Workflow",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Workflow", targets: ["Workflow"]),
        .library(name: "WorkflowTesting", targets: ["WorkflowTesting"]),
        .library(name: "WorkflowUI", targets: ["WorkflowUI"]),
        .library(name: "WorkflowUITesting", targets: ["WorkflowUITesting"]),
        .library(name: "WorkflowFlows", targets: ["WorkflowFlows"]),
        .library(name: "WorkflowFlowsTesting", targets: ["WorkflowFlowsTesting"]),
        .library(name: "WorkflowTerminalUI", targets: ["WorkflowTerminalUI"]),
        .library(name: "WorkflowWebUI", targets: ["WorkflowWebUI"]),
        .library(name: "WorkflowWebServer", targets: ["WorkflowWebServer"]),
        .library(name: "WorkflowLogging", targets: ["WorkflowLogging"]),
        .library(name: "WorkflowTracing", targets: ["WorkflowTracing"]),
        .library(name: "WorkflowSamples", targets: ["WorkflowSamples"]),
        .library(name: "WorkflowInspector", targets: ["WorkflowInspector"]),
        .library(name: "WorkflowInspectorWeb", targets: ["WorkflowInspectorWeb"]),
        // The samples' terminal views, for the benchmarks' keystroke-to-bytes measurement.
        .library(name: "TerminalSampleViews", targets: ["TerminalSampleViews"]),
        // The load tool's screens, for the benchmarks' click-to-patch measurement.
        .library(name: "WebBenchScreens", targets: ["WebBenchScreens"]),
        // The web load tool apart from its sockets (options, checks, /proc readers), for socket-floor.
        .library(name: "WebLoadCore", targets: ["WebLoadCore"]),
        .executable(name: "tictactoe", targets: ["TicTacToeCLI"]),
        .executable(name: "workflow-demo", targets: ["TerminalDemo"]),
        .executable(name: "workflow-web", targets: ["WebDemo"]),
        .executable(name: "counter", targets: ["CounterApp"]),
        .executable(name: "todo-tutorial", targets: ["TodoTutorialApp"]),
        .executable(name: "todo-tutorial-web", targets: ["TodoTutorialWebApp"]),
        .executable(name: "workflow-web-load", targets: ["WebLoad"]),
        .executable(name: "todo-server", targets: ["TodoServer"]),
    ],
    traits: [
        // The web server (Hummingbird) is opt-in, so that apps using only the core, the
        // terminal or the web backend's core never resolve or build it.
        .trait(name: "WebServer", description: "Builds WorkflowWebServer on Hummingbird, and the workflow-web demo.")
    ],
    dependencies: [
        // For WorkflowTesting and the tests only: a clock tests advance by hand, readable diffs,
        // and failures reported to whichever test framework is running.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // A lock ThreadSanitizer understands (Synchronization's Mutex waits on a bare futex on
        // Linux, which TSan cannot see, so it reports races that are not there).
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        // For the ready-made observers only.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // For WorkflowWebServer only, behind the WebServer trait.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // For the todo-server sample only: bcrypt password hashes.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        // The samples' command lines.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // Generates the DocC documentation (`swift package generate-documentation`); build-time only.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // For the runtime's property-based tests only.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The C library under one name on Linux (Glibc, Musl) and Darwin, for the modules that call it.
        // Its files import the C library for the modules that depend on it; libm is named too,
        // because a module that only re-exports Glibc does not bring its math functions to the
        // link of a binary whose other modules never import it themselves.
        .target(name: "WorkflowPlatform", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The runtime. It must stay free of dependencies: the C library alone, through WorkflowPlatform.
        .target(name: "Workflow", dependencies: ["WorkflowPlatform"]),
        // Unit-testing support for workflows, actions, workers and hosts.
        .target(
            name: "WorkflowTesting",
            dependencies: [
                "Workflow",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets IssueReporting find Swift Testing and XCTest at run time, so users of
                // WorkflowTesting need not add it to each test target themselves.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The platform-neutral half of Workflow UI: screens, environment, containers, view
        // descriptions. No backend, no dependency but Workflow.
        .target(name: "WorkflowUI", dependencies: ["Workflow"]),
        // An in-memory backend that records builds, updates and replacements, for tests.
        .target(name: "WorkflowUITesting", dependencies: ["Workflow", "WorkflowUI"]),
        // Flows and screen placers: typed navigation built from workflows and container screens.
        .target(name: "WorkflowFlows", dependencies: ["Workflow", "WorkflowUI"]),
        // Drives a flow through its screens' callbacks and checks its navigation, with diffs.
        .target(
            name: "WorkflowFlowsTesting",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowFlows", "WorkflowTesting",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The terminal view system: cells, views, keys, raw mode, the app loop. Its C part holds
        // what must be async-signal-safe (restoring the terminal from a signal handler).
        .target(name: "CWorkflowTerminal"),
        .target(name: "WorkflowTerminalUI", dependencies: ["Workflow", "WorkflowUI", "CWorkflowTerminal", "WorkflowPlatform"]),
        // The web view system's server-side core: declared content, the server's copy of each
        // page, patches, sessions and the page protocol. No dependency but the UI core. The page's
        // script and stylesheet are real files, embedded in the module as `PackageResources`.
        .target(
            name: "WorkflowWebUI",
            dependencies: ["Workflow", "WorkflowUI"],
            resources: [.embedInCode("Page/workflow.js"), .embedInCode("Page/workflow.css")]
        ),
        // The web server: pages, the WebSocket protocol and its security, on Hummingbird.
        // Empty unless the WebServer trait is on.
        .target(
            name: "WorkflowWebServer",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowWebUI", "WorkflowPlatform",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["WebServer"])),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras", condition: .when(traits: ["WebServer"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["WebServer"])),
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["WebServer"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "CoreMetrics", package: "swift-metrics", condition: .when(traits: ["WebServer"])),
                .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["WebServer"])),
            ]
        ),
        // Observers that log through swift-log and trace through swift-distributed-tracing.
        .target(name: "WorkflowLogging", dependencies: ["Workflow", .product(name: "Logging", package: "swift-log")]),
        .target(name: "WorkflowTracing", dependencies: ["Workflow", .product(name: "Tracing", package: "swift-distributed-tracing")]),
        // The seed's sample workflows, shared by the demo, the tests and (later) the UI backends.
        .target(name: "WorkflowSamples", dependencies: ["Workflow", "WorkflowUI", "WorkflowFlows"], path: "Samples/WorkflowSamples"),
        .executableTarget(
            name: "TicTacToeCLI",
            dependencies: ["Workflow", "WorkflowSamples", "WorkflowPlatform"],
            path: "Samples/TicTacToeCLI"
        ),
        // The README's five-minute path: a counter workflow, its terminal view, and the app
        // that runs it (`swift run counter`); the README's snippets are these files.
        .target(name: "CounterSample", dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI"], path: "Samples/CounterSample"),
        .executableTarget(
            name: "CounterApp", dependencies: ["CounterSample", "Workflow", "WorkflowTerminalUI"], path: "Samples/CounterApp"),
        // The DocC tutorial's to-do app, one target per chapter so that every version of every
        // file the tutorial shows compiles (a later chapter links to an earlier one's unchanged
        // files); the tutorial's @Code files are symbolic links to these, which
        // scripts/check-tutorial-code.py checks.
        .target(
            name: "TodoTutorial1", dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI"], path: "Samples/TodoTutorial/Chapter1"),
        .target(
            name: "TodoTutorial2", dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI"], path: "Samples/TodoTutorial/Chapter2"),
        .target(
            name: "TodoTutorial3", dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI"], path: "Samples/TodoTutorial/Chapter3"),
        .target(
            name: "TodoTutorial4", dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI"], path: "Samples/TodoTutorial/Chapter4"),
        .executableTarget(
            name: "TodoTutorialApp", dependencies: ["TodoTutorial4", "Workflow", "WorkflowTerminalUI"], path: "Samples/TodoTutorial/App"),
        // The tutorial's last step: the same app in the browser (the server needs the WebServer trait).
        .target(name: "TodoTutorialWeb", dependencies: ["TodoTutorial4", "WorkflowUI", "WorkflowWebUI"], path: "Samples/TodoTutorial/Web"),
        .executableTarget(
            name: "TodoTutorialWebApp",
            dependencies: ["TodoTutorial4", "TodoTutorialWeb", "WorkflowWebServer"],
            path: "Samples/TodoTutorial/WebApp"
        ),
        // The inspector: records a host through its observer hooks (nothing when not attached),
        // replays the recording in hosts of its own, exports it and writes tests from it...
        .target(
            name: "WorkflowInspector",
            dependencies: [
                "Workflow",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        // ...and shows it in the browser, built with the web backend; its server is empty unless
        // the WebServer trait is on.
        .target(
            name: "WorkflowInspectorWeb",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowWebUI", "WorkflowInspector", "WorkflowWebServer",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["WebServer"])),
            ]
        ),
        // The samples' terminal views, and the gallery demo that shows them.
        .target(
            name: "TerminalSampleViews",
            dependencies: ["WorkflowSamples", "WorkflowTerminalUI", "WorkflowUI"],
            path: "Samples/TerminalSampleViews"
        ),
        .executableTarget(
            name: "TerminalDemo",
            dependencies: [
                "Workflow", "WorkflowSamples", "WorkflowTerminalUI", "WorkflowUI", "TerminalSampleViews", "WorkflowPlatform",
                "WorkflowInspector", "WorkflowInspectorWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Samples/TerminalDemo"
        ),
        // The samples' web views, and the gallery served to the browser.
        .target(
            name: "WebSampleViews",
            dependencies: ["WorkflowSamples", "WorkflowWebUI", "WorkflowUI"],
            path: "Samples/WebSampleViews"
        ),
        // The screens `workflow-web --bench` serves to the load tool (a counter, a long list),
        // apart so that the benchmarks time a click on the very same screens without sockets.
        .target(name: "WebBenchScreens", dependencies: ["Workflow", "WorkflowUI", "WorkflowWebUI"], path: "Samples/WebBenchScreens"),
        .executableTarget(
            name: "WebDemo",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowWebUI", "WorkflowSamples", "WorkflowWebServer", "WebSampleViews", "WorkflowPlatform",
                "WebBenchScreens",
                // `--bench topic` runs a topic bus beside the server, in one service group.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["WebServer"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["WebServer"])),
            ],
            path: "Samples/WebDemo"
        ),
        // A multi-user to-do app: a Hummingbird application of its own (a landing page, a
        // sign-in form, users and items in SQLite) that mounts the to-do workflows at /todo.
        // Empty unless the WebServer trait is on.
        .executableTarget(
            name: "TodoServer",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowWebUI", "WorkflowWebServer", "WorkflowSamples", "WebSampleViews",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth", condition: .when(traits: ["WebServer"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["WebServer"])),
                .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["WebServer"])),
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["WebServer"])),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["WebServer"])),
            ],
            path: "Samples/TodoServer"
        ),
        // The web load tool: what it checks and computes, free of any network code so that it
        // is tested without the server...
        // It rounds with the standard library's Double methods, which call libm.
        .target(name: "WebLoadCore", path: "Benchmarks/WebLoadCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // ...and the tool itself, which opens sessions against a running workflow-web.
        // Empty unless the WebServer trait is on, so it reuses the server's NIO build.
        .executableTarget(
            name: "WebLoad",
            dependencies: [
                "WebLoadCore", "WorkflowPlatform",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["WebServer"])),
            ],
            path: "Benchmarks/WebLoad"
        ),
        .testTarget(
            name: "WorkflowTests",
            dependencies: [
                "Workflow", "WorkflowTesting", "WorkflowPlatform",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WorkflowTestingTests",
            dependencies: ["Workflow", "WorkflowTesting", .product(name: "Clocks", package: "swift-clocks")]
        ),
        .testTarget(
            name: "WorkflowUITests",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowUITesting"]
        ),
        .testTarget(
            name: "WorkflowFlowsTests",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowFlows", "WorkflowTesting"]
        ),
        .testTarget(
            name: "WorkflowFlowsTestingTests",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowFlows", "WorkflowFlowsTesting"]
        ),
        .testTarget(
            name: "WorkflowTerminalUITests",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminalUI", "WorkflowSamples", "TerminalSampleViews", "WorkflowPlatform"]
        ),
        .testTarget(
            name: "WorkflowWebUITests",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowWebUI"]
        ),
        // The server's tests: pages, the WebSocket protocol and every security rule, against a
        // live server on loopback. Empty unless the WebServer trait is on.
        .testTarget(
            name: "WorkflowWebServerTests",
            dependencies: [
                "Workflow", "WorkflowUI", "WorkflowWebUI", "WorkflowWebServer", "WorkflowPlatform",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["WebServer"])),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOWebSocket", package: "swift-nio", condition: .when(traits: ["WebServer"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["WebServer"])),
            ]
        ),
        .testTarget(name: "WebLoadCoreTests", dependencies: ["WebLoadCore"]),
        // The demos' command lines: every flag the scripts and docs use, as it always was.
        .testTarget(
            name: "SampleCommandLineTests",
            dependencies: [
                "TerminalDemo", "WebDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "WorkflowWebServer", condition: .when(traits: ["WebServer"])),
            ]
        ),
        .testTarget(
            name: "WorkflowInspectorTests",
            dependencies: [
                "Workflow", "WorkflowInspector", "WorkflowInspectorWeb", "WorkflowUI", "WorkflowWebUI", "WorkflowWebServer",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                // The inspector mounted in a host app's router, behind its middleware.
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["WebServer"])),
            ]
        ),
        .testTarget(
            name: "WorkflowObserverTests",
            dependencies: [
                "Workflow", "WorkflowLogging", "WorkflowTracing",
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
        .testTarget(
            name: "WorkflowSamplesTests",
            dependencies: [
                "Workflow", "WorkflowSamples", "WorkflowTesting", "WorkflowUI", "WorkflowUITesting",
                "WorkflowFlows", "WorkflowFlowsTesting", "CounterSample", "WorkflowTerminalUI",
                "TodoTutorial1", "TodoTutorial2", "TodoTutorial3", "TodoTutorial4", "TodoTutorialWeb", "WorkflowWebUI",
                // Replays the recordings of the tests the inspector made (InspectorMade/).
                "WorkflowInspector",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// An `import` is internal unless it says `public import`: a module's public API then names the
// modules it exposes, and the compiler checks that list, the same way in every target. Not in
// the README's counter and the tutorial's app, whose files newcomers copy into packages of
// their own, where Swift 6's default (every import public) applies.
let newcomerCode: Set = [
    "CounterSample", "CounterApp", "TodoTutorial1", "TodoTutorial2", "TodoTutorial3", "TodoTutorial4", "TodoTutorialApp", "TodoTutorialWeb",
    "TodoTutorialWebApp",
]
for target in package.targets where target.type != .system && target.name != "CWorkflowTerminal" && !newcomerCode.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
}
