import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite struct UpdateOrReplaceTests {
    @Test func aCompatibleScreenUpdatesTheSameView() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        #expect(try container.show(Label("one"), in: environment) == .built)
        let first = try #require(container.view)
        #expect(try container.show(Label("two"), in: environment) == .updated)
        #expect(container.view === first)
        #expect(first.text == "two")
        #expect(first.updateCount == 1)
        #expect(log.events == ["build Label", "update Label"])
    }

    @Test func anotherTypeReplacesTheView() throws {
        let (environment, log) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Label("one"), in: environment)
        let first = container.view
        #expect(try container.show(Badge(count: 3), in: environment) == .replaced)
        #expect(container.view !== first)
        #expect(container.view?.kind == "Badge")
        #expect(log.events == ["build Label", "build Badge"])
    }

    @Test func anotherCompatibilityKeyReplacesTheView() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Label("a", key: "x"), in: environment)
        #expect(try container.show(Label("b", key: "x"), in: environment) == .updated)
        #expect(try container.show(Label("c", key: "y"), in: environment) == .replaced)
        #expect(try container.show(Label("d"), in: environment) == .replaced)
    }

    @Test func anyScreenIsTransparentAndNamedScreenAddsItsName() throws {
        #expect(AnyScreen(Label("a")).isCompatible(with: Label("b")))
        #expect(AnyScreen(AnyScreen(Label("a"))).wrapped is Label)
        #expect(ScreenIdentity(of: AnyScreen(Label("a", key: "k"))).description == "Label[\"k\"]")
        #expect(!NamedScreen(Label("a"), name: "first").isCompatible(with: NamedScreen(Label("a"), name: "second")))
        #expect(NamedScreen(Label("a", key: "k"), name: "n").compatibilityKey == "n+k")

        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(NamedScreen(Label("a"), name: "first"), in: environment)
        #expect(container.view?.kind == "Label")
        #expect(try container.show(NamedScreen(Label("b"), name: "first"), in: environment) == .updated)
        #expect(try container.show(NamedScreen(Label("c"), name: "second"), in: environment) == .replaced)
        #expect(try container.show(AnyScreen(NamedScreen(Label("d"), name: "second")), in: environment) == .updated)
    }

    @Test func aDescriptionThatCannotUpdateTheViewReplacesIt() throws {
        struct Picky: Screen {}
        var registry = ViewRegistry<TestBackend>()
        var accepts = true
        try registry.register(Picky.self) { _, _ in
            ViewDescription(kind: "Picky", build: { _ in TestView(kind: "Picky") }, update: { _, _ in }, canUpdate: { _ in accepts })
        }
        let (environment, _) = loggingEnvironment(registry)
        let container = DescribedViewContainer<TestBackend>()
        try container.show(Picky(), in: environment)
        #expect(try container.show(Picky(), in: environment) == .updated)
        accepts = false
        #expect(try container.show(Picky(), in: environment) == .replaced)
    }
}

@MainActor
@Suite struct ViewEnvironmentTests {
    @Test func keysHaveDefaultsAndSettingMakesANewEnvironment() {
        let base = ViewEnvironment.empty
        let dark = base.setting(ThemeKey.self, to: "dark")
        #expect(base[ThemeKey.self] == "light")
        #expect(dark[ThemeKey.self] == "dark")
        #expect(!base.canGoBack && base.isInputEnabled)
    }

    @Test func anAdaptedEnvironmentReachesTheContentAndOnlyIt() throws {
        let (environment, _) = loggingEnvironment()
        let screen = SplitScreen(
            leading: Label("left").environment(ThemeKey.self, "dark"),
            trailing: Label("right")
        )
        let container = DescribedViewContainer<TestBackend>()
        try container.show(screen, in: environment.setting(ThemeKey.self, to: "sepia"))
        let split = try #require(container.view)
        #expect(split.environment[ThemeKey.self] == "sepia")
        #expect(split.children.map { $0.environment[ThemeKey.self] } == ["dark", "sepia"])

        // The adapted screen keeps its view: adapting the environment changes no identity.
        let leading = split.children[0]
        try container.show(
            SplitScreen(leading: Label("left 2").adaptingEnvironment { $0.setting(ThemeKey.self, to: "blue") }, trailing: Label("right")),
            in: environment)
        #expect(split.children[0] === leading)
        #expect(leading.text == "left 2")
        #expect(leading.environment[ThemeKey.self] == "blue")
    }
}
