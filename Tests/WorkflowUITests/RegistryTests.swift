import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@MainActor
@Suite struct RegistryTests {
    @Test func theRegistryComesBeforeTheScreensOwnBindingAndTheContainers() throws {
        var registry = ViewRegistry<TestBackend>()
        try registry.register(Label.self) { label, _ in .testText("themed \(label.text)", kind: "ThemedLabel") }
        try registry.register(SplitScreen<Label, Label>.self) { _, _ in .testText("custom split", kind: "CustomSplit") }
        let (environment, _) = loggingEnvironment(registry)
        let container = DescribedViewContainer<TestBackend>()

        try container.show(Label("hi"), in: environment)
        #expect(container.view?.kind == "ThemedLabel")
        #expect(container.view?.text == "themed hi")
        try container.show(SplitScreen(leading: Label("a"), trailing: Label("b")), in: environment)
        #expect(container.view?.kind == "CustomSplit")
        try container.show(SplitScreen(leading: Badge(count: 1), trailing: Label("b")), in: environment)
        #expect(container.view?.kind == "split")
        #expect(container.view?.children.map(\.kind) == ["Badge", "ThemedLabel"])
    }

    @Test func aScreenWithNoBindingFailsNamingItsType() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        #expect(throws: ViewBindingError.noBinding(screenType: "Plain", backend: "TestBackend")) {
            try container.show(Plain(text: "x"), in: environment)
        }
        #expect(container.view == nil)
        #expect(
            ViewBindingError.noBinding(screenType: "Plain", backend: "TestBackend").description.hasPrefix(
                "No TestBackend view is bound to Plain. Register one in the ViewRegistry<TestBackend>"
            ))
    }

    @Test func aChildWithNoBindingIsRecordedByItsContainer() throws {
        let (environment, _) = loggingEnvironment()
        let container = DescribedViewContainer<TestBackend>()
        try container.show(SplitScreen(leading: Label("a"), trailing: Plain(text: "b")), in: environment)
        #expect(container.view?.childError == .noBinding(screenType: "Plain", backend: "TestBackend"))
        #expect(container.view?.children.map(\.kind) == ["Label"])
    }

    @Test func duplicatesAreErrorsAndOverridingIsExplicit() throws {
        var first = ViewRegistry<TestBackend>()
        try first.register(Plain.self) { plain, _ in .testText(plain.text, kind: "PlainA") }
        #expect(throws: ViewBindingError.duplicateBinding(screenType: "Plain", backend: "TestBackend")) {
            try first.register(Plain.self) { plain, _ in .testText(plain.text, kind: "PlainB") }
        }
        var second = ViewRegistry<TestBackend>()
        try second.register(Plain.self) { plain, _ in .testText(plain.text, kind: "PlainB") }
        try second.register(Badge.self) { badge, _ in .testText("\(badge.count)", kind: "BadgeB") }
        #expect(throws: ViewBindingError.duplicateBinding(screenType: "Plain", backend: "TestBackend")) {
            try first.merging(second)
        }

        let overridden = first.overriding(with: second)
        #expect(overridden.count == 2)
        let (environment, _) = loggingEnvironment(overridden)
        #expect(try overridden.description(for: Plain(text: "x"), in: environment).kind == "PlainB")

        var third = ViewRegistry<TestBackend>()
        try third.register(Label.self) { label, _ in .testText(label.text, kind: "LabelC") }
        #expect(try first.merging(third).count == 2)
    }
}
