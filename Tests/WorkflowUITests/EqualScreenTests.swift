import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

/// An `Equatable` screen with a callback left out of its equality.
struct Note: TestScreen, Equatable {
    var text: String
    @IgnoredInEquality var onTap: () -> Void = {}

    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText("\(text) (\(environment[ThemeKey.self]))", kind: "Note")
    }
}

@MainActor
@Suite struct EqualScreenTests {
    @Test func anEqualScreenInTheSameEnvironmentIsNotShownAgain() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: environment)
        let view = try #require(container.view)
        #expect(try container.show(Note(text: "a", onTap: { Issue.record("not called") }), in: environment) == .unchanged)
        #expect(try container.show(AnyScreen(Note(text: "a")), in: environment) == .unchanged, "AnyScreen is seen through")
        #expect(view.updateCount == 0)
        #expect(log.events == ["build Note"])
    }

    @Test func aChangedScreenIsShown() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: environment)
        #expect(try container.show(Note(text: "b"), in: environment) == .updated)
        #expect(container.view?.text == "b (light)")
        #expect(try container.show(Note(text: "b"), in: environment) == .unchanged)
        #expect(log.events == ["build Note", "update Note"])
    }

    @Test func anotherEnvironmentShowsAnEqualScreenAgain() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: environment)
        #expect(try container.show(Note(text: "a"), in: environment.setting(ThemeKey.self, to: "dark")) == .updated)
        #expect(container.view?.text == "a (dark)")
        // A closure cannot be compared, so setting one always makes another environment.
        let withClosure = environment.setting(ClosureKey.self, to: {})
        #expect(try container.show(Note(text: "a"), in: withClosure) == .updated)
        #expect(try container.show(Note(text: "a"), in: environment.setting(ClosureKey.self, to: {})) == .updated)
        #expect(try container.show(Note(text: "a"), in: withClosure) == .updated, "it is not the last environment")
        #expect(try container.show(Note(text: "a"), in: withClosure) == .unchanged)
    }

    @Test func settingAKeyToAnEqualValueGivesTheSameEnvironmentBack() throws {
        let (base, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: base.setting(ThemeKey.self, to: "dark"))
        // Derived again on the next rendering, the way containers derive their children's.
        #expect(try container.show(Note(text: "a"), in: base.setting(ThemeKey.self, to: "dark")) == .unchanged)
        #expect(try container.show(Note(text: "a"), in: base.setting(ThemeKey.self, to: "sepia")) == .updated)
        #expect(
            try container.show(Note(text: "a"), in: base.setting(ThemeKey.self, to: "sepia").setting(ThemeKey.self, to: "sepia"))
                == .unchanged)
        #expect(
            try container.show(Note(text: "a"), in: base.setting(ThemeKey.self, to: "light")) == .updated,
            "light is the default, but the key was not set")
    }

    @Test func aScreenThatIsNotEquatableIsShownEveryTime() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Label("a"), in: environment)
        #expect(try container.show(Label("a"), in: environment) == .updated)
        #expect(try container.show(Label("a"), in: environment) == .updated)
        #expect(log.events == ["build Label", "update Label", "update Label"])
    }

    @Test func aScreenThatIsAnObjectIsShownEveryTime() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        let screen = ObjectNote()
        try container.show(screen, in: environment)
        #expect(try container.show(screen, in: environment) == .updated)
        #expect(try container.show(LoudObjectNote() as ObjectNote, in: environment) == .replaced, "a subclass is another type")
    }

    @Test func anEqualScreenWithAnotherKeyOrTypeStillGetsAnotherView() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(NamedScreen(Note(text: "a"), name: "one"), in: environment)
        #expect(try container.show(NamedScreen(Note(text: "a"), name: "one"), in: environment) == .unchanged)
        #expect(try container.show(NamedScreen(Note(text: "a"), name: "two"), in: environment) == .replaced)
        #expect(try container.show(Note(text: "a"), in: environment) == .replaced)
    }

    @Test func wrappersAreSeenThroughToTheirContentAndItsEnvironment() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a").environment(ThemeKey.self, "dark"), in: environment)
        #expect(try container.show(Note(text: "a").environment(ThemeKey.self, "dark"), in: environment) == .unchanged)
        #expect(try container.show(Note(text: "a").environment(ThemeKey.self, "blue"), in: environment) == .updated)
        #expect(container.view?.text == "a (blue)")
        #expect(try container.show(Note(text: "b").environment(ThemeKey.self, "blue"), in: environment) == .updated)
    }

    @Test func afterAScreenThatCouldNotBeShownTheNextIsShownEvenIfEqualToTheOneBefore() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: environment)
        #expect(throws: ViewBindingError.self) { try container.show(Plain(text: "?"), in: environment) }
        #expect(try container.show(Note(text: "a"), in: environment) == .updated)
        #expect(log.events == ["build Note", "update Note"])
    }

    @Test func ignoredPropertiesTakeNoPartInEqualityOrHashing() {
        let tapped = Note(text: "a") { Issue.record("never called") }
        #expect(tapped == Note(text: "a"))
        #expect(tapped != Note(text: "b"))
        #expect(IgnoredInEquality(wrappedValue: 1) == IgnoredInEquality(wrappedValue: 2))
        #expect(IgnoredInEquality(wrappedValue: 1).hashValue == IgnoredInEquality(wrappedValue: 2).hashValue)
    }
}

@MainActor
@Suite struct BackStackEnvironmentTests {
    @Test func aContainersForwarderKeepsTheFramesEnvironmentsAndGoesBackThroughTheLatestStack() throws {
        let (base, _) = loggingEnvironment()
        var wentBack: [String] = []
        let forwarder = GoBackForwarder()
        let first = BackStackScreen(bottom: .init(Note(text: "bottom")), above: [.init(Note(text: "top"), key: "top")]) {
            wentBack.append("first")
        }
        let second = BackStackScreen(bottom: .init(Note(text: "bottom")), above: [.init(Note(text: "top"), key: "top")]) {
            wentBack.append("second")
        }
        let before = first.frameEnvironments(in: base, goingBackThrough: forwarder)
        let after = second.frameEnvironments(in: base, goingBackThrough: forwarder)
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "top"), in: before[1])
        #expect(try container.show(Note(text: "top"), in: after[1]) == .unchanged)
        // A view that kept `goBack` from the first stack goes back through the second.
        before[1].goBack?()
        #expect(wentBack == ["second"])
        #expect(after.map(\.canGoBack) == [false, true])
        #expect(after[0].goBack == nil)

        // Without a way back, the environment is another one.
        let stuck = BackStackScreen(bottom: .init(Note(text: "bottom")), above: [.init(Note(text: "top"), key: "top")])
        let stuckEnvironments = stuck.frameEnvironments(in: base, goingBackThrough: forwarder)
        #expect(try container.show(Note(text: "top"), in: stuckEnvironments[1]) == .updated)
        #expect(stuckEnvironments[1].goBack == nil)
    }

    @Test func withoutAForwarderTheEnvironmentsAreNewOnes() throws {
        let (base, _) = loggingEnvironment()
        let stack = BackStackScreen(bottom: .init(Note(text: "bottom")), above: [.init(Note(text: "top"), key: "top")]) {}
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "top"), in: stack.frameEnvironments(in: base)[1])
        #expect(try container.show(Note(text: "top"), in: stack.frameEnvironments(in: base)[1]) == .updated)
    }
}

/// A screen that is an object, equal to every other.
class ObjectNote: TestScreen, Equatable {
    static func == (lhs: ObjectNote, rhs: ObjectNote) -> Bool { true }

    func testViewDescription(in environment: ViewEnvironment) -> ViewDescription<TestBackend> {
        .testText("object", kind: ViewKind(String(describing: type(of: self))))
    }
}

/// Another type of object screen, equal to every other as its superclass says.
final class LoudObjectNote: ObjectNote {}

/// A key whose values cannot be compared.
enum ClosureKey: ViewEnvironmentKey {
    static var defaultValue: () -> Void { {} }
}

@MainActor
@Suite struct OptionalEnvironmentValueTests {
    @Test func aBottomFrameWithNowhereToGoBackKeepsItsEnvironment() throws {
        let (base, _) = loggingEnvironment()
        let forwarder = GoBackForwarder()
        let container = DescribedViewContainer<TestBackend>()
        let stack = BackStackScreen(Note(text: "only"))
        try container.show(Note(text: "only"), in: stack.frameEnvironments(in: base, goingBackThrough: forwarder)[0])
        #expect(try container.show(Note(text: "only"), in: stack.frameEnvironments(in: base, goingBackThrough: forwarder)[0]) == .unchanged)
    }

    @Test func nilIsAValueLikeAnyOther() throws {
        let (base, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Note(text: "a"), in: base.setting(OptionalKey.self, to: nil))
        #expect(try container.show(Note(text: "a"), in: base.setting(OptionalKey.self, to: nil)) == .unchanged)
        #expect(try container.show(Note(text: "a"), in: base.setting(OptionalKey.self, to: 1)) == .updated)
        #expect(try container.show(Note(text: "a"), in: base.setting(OptionalKey.self, to: 1)) == .unchanged)
        #expect(try container.show(Note(text: "a"), in: base.setting(OptionalKey.self, to: nil)) == .updated)
        #expect(base.setting(OptionalKey.self, to: 1)[OptionalKey.self] == 1)
        #expect(base.setting(OptionalKey.self, to: nil)[OptionalKey.self] == nil)
    }
}

/// A key with an optional value, `1` by default.
enum OptionalKey: ViewEnvironmentKey {
    static var defaultValue: Int? { 1 }
}
