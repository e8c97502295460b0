import Synchronization
import Testing
@_spi(Backend) import WorkflowUI
import WorkflowUITesting

@Suite struct ViewDescriptionTemplateTests {
    @Test func eachDescriptionSharesTheTemplatesKindBuildingAndCheckWithAnUpdateOfItsOwn() {
        let builds = Atomic(0)
        let template = ViewDescriptionTemplate<TestBackend>(
            kind: "card",
            build: { _ in
                builds.add(1, ordering: .relaxed)
                return TestView(kind: "card")
            },
            // Not the default check (the kinds equal): a card updates only views of the
            // older "tile" kind, so that the test tells whose check a description uses.
            canUpdate: { $0.kind == "tile" }
        )
        var shown: [String] = []
        let first = template.describing { _, _ in shown.append("first") }
        let second = template.describing { _, _ in shown.append("second") }

        #expect(first.kind == "card" && second.kind == "card")
        let view = first.build(in: .empty)
        #expect(builds.load(ordering: .relaxed) == 1)
        #expect(shown == ["first"], "building updates the new view with the description's own update")

        #expect(!second.canUpdate(view), "the template's check decides, not kind equality")
        let tile = TestView(kind: "tile")
        #expect(second.canUpdate(tile))
        second.update(tile, in: .empty)
        #expect(shown == ["first", "second"])
        #expect(builds.load(ordering: .relaxed) == 1, "an update builds nothing")
    }
}
