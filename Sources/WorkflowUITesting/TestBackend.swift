@_spi(Backend) public import WorkflowUI

/// An in-memory view system for tests: views are ``TestView`` objects that record what they
/// show, so a test can check which views were built, updated or replaced.
///
/// Bind a screen to it either by conforming the screen to ``TestScreen`` or through a
/// `ViewRegistry<TestBackend>`; ``WorkflowUI/ViewDescription/testText(_:kind:)`` makes a leaf view that
/// shows some text. The backend draws ``/WorkflowUI/SplitScreen``, ``/WorkflowUI/BackStackScreen`` (with its
/// navigation bar), ``/WorkflowUI/BodyAndOverlaysScreen``, ``/WorkflowUI/TabScreen`` and
/// ``/WorkflowUI/AlertScreen`` itself.
public enum TestBackend: ViewBackend {
    /// The backend's views.
    public typealias View = TestView

    /// The description from the screen's ``TestScreen`` conformance, if it has one.
    public static func ownDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<TestBackend>? {
        (screen as? any TestScreen)?.testViewDescription(in: environment)
    }

    /// Container views for split screens, back stacks, bodies with overlays, tabs and alerts.
    public static func builtInDescription(of screen: any Screen, environment: ViewEnvironment) -> ViewDescription<TestBackend>? {
        switch BuiltInContainer(screen) {
        case .split(let split): TestContainerViews.split(split)
        case .backStack(let stack): TestContainerViews.backStack(stack)
        case .bodyAndOverlays(let layered): TestContainerViews.bodyAndOverlays(layered)
        case .tabs(let tabs): TestContainerViews.tabs(tabs)
        case .alert(let alert): TestContainerViews.alert(alert)
        case nil: nil
        }
    }

    /// The view's kind.
    public static func kind(of view: TestView) -> ViewKind {
        view.kind
    }
}

/// A screen that knows its own ``TestBackend`` view.
public protocol TestScreen: Screen {
    /// How the test backend shows this screen.
    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend>
}

extension ViewDescription where Backend == TestBackend {
    /// A leaf view of `kind` that shows `text`, logging its builds and updates.
    public static func testText(_ text: String, kind: ViewKind) -> ViewDescription<TestBackend> {
        testView(kind: kind) { view, _ in view.text = text }
    }

    /// A view of `kind` that `show` fills in on every update (after the view's update count
    /// and environment are recorded), logging its builds and updates.
    public static func testView(
        kind: ViewKind,
        show: @escaping (TestView, ViewEnvironment) -> Void
    ) -> ViewDescription<TestBackend> {
        ViewDescription(
            kind: kind,
            build: { environment in
                environment.testViewLog?.record("build \(kind)")
                return TestView(kind: kind)
            },
            update: { view, environment in
                view.updateCount += 1
                if view.updateCount > 0 { environment.testViewLog?.record("update \(kind)") }
                view.environment = environment
                show(view, environment)
            }
        )
    }
}
