import WorkflowUI
import WorkflowUITesting

/// A screen bound to the test backend by its own conformance.
struct Label: TestScreen {
    var text: String
    var key: String?

    init(_ text: String, key: String? = nil) {
        self.text = text
        self.key = key
    }

    var compatibilityKey: String? { key }

    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText(text, kind: "Label")
    }
}

/// Another screen type with its own binding.
struct Badge: TestScreen {
    var count: Int

    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText("\(count)", kind: "Badge")
    }
}

/// A screen with no binding of its own.
struct Plain: Screen {
    var text: String
}

/// A theme, to test environment propagation.
enum ThemeKey: ViewEnvironmentKey {
    static var defaultValue: String { "light" }
}

/// An environment with a fresh log, and the log.
func loggingEnvironment(_ registry: ViewRegistry<TestBackend> = ViewRegistry()) -> (ViewEnvironment, TestViewLog) {
    let log = TestViewLog()
    let environment = ViewEnvironment.empty
        .setting(TestViewLogKey.self, to: log)
        .setting(ViewRegistryKey<TestBackend>.self, to: registry)
    return (environment, log)
}
