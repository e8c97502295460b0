import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

/// Counts the descriptions of each row, by the row's id.
final class DescriptionCounter {
    private(set) var counts: [String: Int] = [:]

    func count(_ id: String) {
        counts[id, default: 0] += 1
    }
}

/// A theme rows show, so that changing it changes every row's content.
enum RowThemeKey: ViewEnvironmentKey {
    static var defaultValue: String { "plain" }
}

/// A row whose equality is its data: its counter and callback are left out.
struct CountedRow: WebScreen, Equatable {
    var id: String
    var text: String
    @IgnoredInEquality var counter: DescriptionCounter
    @IgnoredInEquality var onSelect: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        counter.count(id)
        return element("li") { "\(text) (\(environment[RowThemeKey.self]))" }.onClick(onSelect)
    }
}

/// The same row, not `Equatable`: described on every rendering.
struct UncomparedRow: WebScreen {
    var id: String
    var text: String
    var counter: DescriptionCounter

    func webContent(in environment: ViewEnvironment) -> WebElement {
        counter.count(id)
        return element("li") { text }
    }
}

/// Rows placed by key, in a theme set over the whole list.
struct RowListWorkflow: Workflow {
    let counter: DescriptionCounter
    var comparesRows = true

    struct State {
        var rows: [(id: String, text: String)]
        var theme = "plain"
        var selected: String?
    }

    func makeInitialState() -> State {
        State(rows: ["a", "b", "c", "d"].map { ($0, "row \($0)") })
    }

    struct ListScreen: WebScreen {
        var state: State
        var counter: DescriptionCounter
        var comparesRows: Bool
        var update: (@escaping (inout State) -> Void) -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                p("Selected: \(state.selected ?? "none")")
                ul {
                    for row in state.rows {
                        if comparesRows {
                            WebNode.screen(
                                CountedRow(id: row.id, text: row.text, counter: counter) { update { $0.selected = row.id } },
                                key: row.id
                            )
                        } else {
                            WebNode.screen(UncomparedRow(id: row.id, text: row.text, counter: counter), key: row.id)
                        }
                    }
                }
            }
        }
    }

    func render(state: State, context: RenderContext<RowListWorkflow>) -> EnvironmentAdaptingScreen<ListScreen> {
        let sink = context.makeSink(of: AnyWorkflowAction<RowListWorkflow>.self)
        return ListScreen(state: state, counter: counter, comparesRows: comparesRows) { change in
            sink.send(
                AnyWorkflowAction {
                    change(&$0); return nil
                })
        }
        .environment(RowThemeKey.self, state.theme)
    }
}

@MainActor
@Suite struct UnchangedScreenTests {
    func operations(_ messages: [ServerMessage]) throws -> [PatchOperation] {
        guard messages.count == 1, case .patch(_, _, let operations) = messages[0] else {
            Issue.record("not one patch: \(messages)")
            return []
        }
        return operations
    }

    @Test func rowsWhoseScreenIsUnchangedAreNotDescribedAgain() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(RowListWorkflow(counter: counter))
        #expect(counter.counts == ["a": 1, "b": 1, "c": 1, "d": 1])
        let count = harness.messages.count
        harness.session.host.rendering.content.update { $0.rows[2].text = "row c, changed" }
        let messages = harness.messages(after: count)
        try harness.applyAndCheck(messages)
        #expect(counter.counts == ["a": 1, "b": 1, "c": 2, "d": 1])
        let row = try #require(harness.id(ofElementWithText: "row c, changed (plain)"))
        #expect(try operations(messages) == [.setText(parent: row, index: 0, text: "row c, changed (plain)")])
    }

    @Test func aScreenThatIsNotEquatableIsDescribedOnEveryRendering() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(RowListWorkflow(counter: counter, comparesRows: false))
        let count = harness.messages.count
        harness.session.host.rendering.content.update { $0.rows[2].text = "row c, changed" }
        try harness.applyAndCheck(harness.messages(after: count))
        #expect(counter.counts == ["a": 2, "b": 2, "c": 2, "d": 2])
        #expect(try operations(harness.messages(after: count)).count == 1, "described again, but still diffed to one change")
    }

    @Test func anotherEnvironmentDescribesEqualScreensAgain() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(RowListWorkflow(counter: counter))
        let count = harness.messages.count
        harness.session.host.rendering.content.update { $0.theme = "dark" }
        let messages = harness.messages(after: count)
        try harness.applyAndCheck(messages)
        #expect(counter.counts == ["a": 2, "b": 2, "c": 2, "d": 2])
        #expect(try operations(messages).count == 4)
        #expect(harness.id(ofElementWithText: "row a (dark)") != nil)

        // The same theme again is the same environment: nothing is described.
        harness.session.host.rendering.content.update { $0.theme = "dark" }
        #expect(counter.counts == ["a": 2, "b": 2, "c": 2, "d": 2])
    }

    @Test func keyedRowsAreInsertedRemovedAndMovedAndOnlyNewOnesDescribed() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(RowListWorkflow(counter: counter))
        let count = harness.messages.count
        harness.session.host.rendering.content.update { state in
            state.rows = ["d", "a", "c", "e"].map { ($0, "row \($0)") }
        }
        let messages = harness.messages(after: count)
        try harness.applyAndCheck(messages)
        let operations = try operations(messages)
        #expect(operations.filter { if case .insert = $0 { true } else { false } }.count == 1, "only e is new")
        #expect(operations.filter { if case .remove = $0 { true } else { false } }.count == 1, "only b went")
        #expect(operations.contains { if case .move = $0 { true } else { false } })
        #expect(operations.allSatisfy { if case .setText = $0 { false } else { true } }, "no row's text changed")
        #expect(counter.counts == ["a": 1, "b": 1, "c": 1, "d": 1, "e": 1])

        // Appending after unchanged rows, and removing the first.
        harness.session.host.rendering.content.update { state in
            state.rows = ["a", "c", "e", "f"].map { ($0, "row \($0)") }
        }
        try harness.applyAndCheck(harness.messages(after: count + 1))
        #expect(counter.counts == ["a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1])
    }

    @Test func aRowThatWasNotDescribedAgainStillReachesTheCurrentState() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(RowListWorkflow(counter: counter))
        harness.session.host.rendering.content.update { $0.rows[3].text = "row d, changed" }
        harness.session.host.rendering.content.update { $0.rows.append((id: "e", text: "row e")) }
        try harness.applyAndCheck(harness.messages(after: 1))
        #expect(counter.counts["a"] == 1, "a's view and its click handler are from the first rendering")
        let rowA = try #require(harness.id(ofElementWithText: "row a (plain)"))
        try harness.send("click", to: rowA)
        #expect(harness.session.host.rendering.content.state.selected == "a")
        #expect(harness.session.host.rendering.content.state.rows.count == 5, "the state the click changed was the current one")
        #expect(harness.id(ofElementWithText: "Selected: a") != nil)
    }
}

/// A back stack frame with its own Back button, from the environment's `goBack`.
struct BackButtonFrame: WebScreen, Equatable {
    var title: String
    @IgnoredInEquality var counter: DescriptionCounter

    func webContent(in environment: ViewEnvironment) -> WebElement {
        counter.count(title)
        return div {
            p(title)
            if let goBack = environment.goBack { button("Back", onClick: goBack) }
        }
    }
}

/// A back stack under a line that changes on its own; going back records which rendering's
/// `onGoBack` did it.
struct StackWorkflow: Workflow {
    let counter: DescriptionCounter

    struct State {
        var depth = 2
        var tick = 0
        var wentBackFromTick: Int?
    }

    func makeInitialState() -> State { State() }

    struct Rendering: WebScreen {
        var state: State
        var stack: BackStackScreen
        var tick: () -> Void

        func webContent(in environment: ViewEnvironment) -> WebElement {
            div {
                p("Tick \(state.tick)")
                WebNode.screen(stack, key: "stack")
            }
        }
    }

    func render(state: State, context: RenderContext<StackWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<StackWorkflow>.self)
        let frames = (1...state.depth).map { BackStackScreen.Frame(BackButtonFrame(title: "Frame \($0)", counter: counter), key: "\($0)") }
        let stack = BackStackScreen(bottom: frames[0], above: Array(frames.dropFirst())) { [tick = state.tick] in
            sink.send(
                AnyWorkflowAction {
                    $0.depth -= 1; $0.wentBackFromTick = tick; return nil
                })
        }
        return Rendering(state: state, stack: stack) {
            sink.send(
                AnyWorkflowAction {
                    $0.tick += 1; return nil
                })
        }
    }
}

@MainActor
@Suite struct UnchangedFrameTests {
    @Test func anUnchangedTopFrameIsNotDescribedAgainAndItsBackButtonGoesThroughTheLatestStack() throws {
        let counter = DescriptionCounter()
        let harness = try PageHarness(StackWorkflow(counter: counter))
        harness.session.host.rendering.tick()
        harness.session.host.rendering.tick()
        try harness.applyAndCheck(harness.messages(after: 1))
        #expect(harness.id(ofElementWithText: "Tick 2") != nil)
        #expect(counter.counts == ["Frame 2": 1], "the top frame's environment stayed the same one")

        let back = try #require(harness.id(ofElementWithText: "Back"))
        try harness.send("click", to: back)
        #expect(harness.session.host.rendering.state.wentBackFromTick == 2, "the button described at tick 0 called the latest onGoBack")
        #expect(harness.id(ofElementWithText: "Frame 1") != nil)
        #expect(harness.id(ofElementWithText: "Back") == nil, "the bottom frame cannot go back")
    }
}
