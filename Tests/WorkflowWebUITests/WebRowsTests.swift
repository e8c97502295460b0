import Testing
import Workflow
import WorkflowUI
@testable import WorkflowWebUI

/// Compactly kept lists (`rows(_:tag:row:)`): the page is patched to exactly what the server
/// would write afresh (the harness checks it after every patch), one row's change costs that
/// row's declarations, and events reach the rows' handlers.
@MainActor
@Suite struct WebRowsTests {
    typealias Task = TaskRowsWorkflow.Task

    private func tasks(_ count: Int) -> [Task] {
        (1...count).map { Task(id: $0, title: "Task \($0)") }
    }

    private func harness(_ tasks: [Task]) throws -> (PageHarness<TaskRowsWorkflow>, DeclarationCounter) {
        let counter = DeclarationCounter()
        return (try PageHarness(TaskRowsWorkflow(initialTasks: tasks, declarations: counter)), counter)
    }

    /// Changes the state, then applies and checks the patches; returns their operations.
    @discardableResult
    private func change(
        _ harness: PageHarness<TaskRowsWorkflow>,
        _ edit: @escaping (inout TaskRowsWorkflow.State) -> Void
    ) throws -> [PatchOperation] {
        let count = harness.messages.count
        harness.session.host.rendering.change(edit)
        let new = harness.messages(after: count)
        try harness.applyAndCheck(new)
        return new.flatMap { message -> [PatchOperation] in
            if case .patch(_, _, let operations) = message { return operations }
            return []
        }
    }

    /// The page's list element.
    private func list(_ harness: PageHarness<TaskRowsWorkflow>) throws -> PageNode {
        func search(_ node: PageNode) -> PageNode? {
            if node.attributes["class"] == "tasks" { return node }
            for child in node.children { if let found = search(child) { return found } }
            return nil
        }
        return try #require(search(harness.page))
    }

    private func titles(_ harness: PageHarness<TaskRowsWorkflow>) throws -> [String] {
        try list(harness).children.map { $0.children.first?.children.first?.text ?? "" }
    }

    @Test func oneChangedTitleIsOneTextOperationAndTwoDeclarations() throws {
        let (harness, counter) = try harness(tasks(1_000))
        let span = try #require(harness.id(ofElementWithText: "Task 500"))
        counter.count = 0
        let count = harness.messages.count

        harness.session.host.rendering.change { $0.tasks[499].title = "Renamed" }

        // The changed row, as it was and as it is: the other 999 cost a comparison each.
        #expect(counter.count == 2)
        #expect(
            harness.messages(after: count).map(\.json) == [
                ServerMessage.patch(sequence: 1, acknowledged: 0, operations: [.setText(parent: span, index: 0, text: "Renamed")]).json
            ])
        try harness.applyAndCheck(harness.messages(after: count))
        #expect(try titles(harness)[499] == "Renamed")
    }

    @Test func aRowThatChangesShapeIsReplacedAndItsNewButtonWorks() throws {
        let (harness, _) = try harness(tasks(3))
        let title = try #require(harness.id(ofElementWithText: "Task 2"))
        let button = try #require(harness.page.find(id: title + 1))
        #expect(button.children.first?.text == "Toggle")

        // Toggling strikes the title through: an `s` where the `span` was, so the row is replaced.
        let buttonID = try #require(button.attributes["data-wf"].flatMap(Int.init))
        let messages = try harness.send("click", to: buttonID)
        #expect(
            messages.contains {
                if case .patch(_, _, let operations) = $0 {
                    operations.contains { if case .replaceElement = $0 { true } else { false } }
                } else {
                    false
                }
            })
        let row = try list(harness).children[1]
        #expect(row.attributes["class"] == "task done")
        #expect(row.children.first?.tag == "s")

        // The new row's button has new ids, and still toggles its task.
        let newButton = try #require(row.children.last?.attributes["data-wf"].flatMap(Int.init))
        try harness.send("click", to: newButton)
        #expect(try list(harness).children[1].attributes["class"] == "task")
        #expect(try titles(harness) == ["Task 1", "Task 2", "Task 3"])
    }

    @Test func eventsForRowsThatAreGoneChangeNothing() throws {
        let (harness, _) = try harness(tasks(3))
        let button = try #require(harness.id(ofElementWithText: "Task 3")) + 1
        try change(harness) { $0.tasks.removeLast() }
        let before = harness.messages.count
        try harness.send("click", to: button)
        #expect(harness.messages(after: before).allSatisfy { if case .acknowledged = $0 { true } else { false } })
        #expect(try titles(harness) == ["Task 1", "Task 2"])
    }

    @Test func insertionsRemovalsAndMovesFollowTheKeys() throws {
        let (harness, _) = try harness(tasks(5))
        let operations = try change(harness) { state in
            // 5 4 3 2 1 → drop 3, add 6 at the front, rename 1.
            state.tasks = [
                Task(id: 6, title: "Task 6"), Task(id: 5, title: "Task 5"), Task(id: 4, title: "Task 4"), Task(id: 2, title: "Task 2"),
                Task(id: 1, title: "First"),
            ]
        }
        #expect(try titles(harness) == ["Task 6", "Task 5", "Task 4", "Task 2", "First"])
        #expect(operations.filter { if case .remove = $0 { true } else { false } }.count == 1)
        #expect(operations.filter { if case .insert = $0 { true } else { false } }.count == 1)
        #expect(!operations.contains { if case .replaceElement = $0 { true } else { false } })
    }

    @Test func randomEditsKeepThePageAsTheServerWouldWriteIt() throws {
        let (harness, _) = try harness(tasks(20))
        var generator = SeededRandom(seed: 29)
        var nextID = 21
        for _ in 0..<200 {
            try change(harness) { state in
                switch generator.next() % 6 {
                case 0:
                    state.tasks.insert(Task(id: nextID, title: "Task \(nextID)"), at: Int(generator.next() % UInt64(state.tasks.count + 1)))
                    nextID += 1
                case 1 where !state.tasks.isEmpty:
                    state.tasks.remove(at: Int(generator.next() % UInt64(state.tasks.count)))
                case 2:
                    state.tasks.shuffle(using: &generator)
                case 3 where !state.tasks.isEmpty:
                    let index = Int(generator.next() % UInt64(state.tasks.count))
                    state.tasks[index].title += "!"
                case 4 where !state.tasks.isEmpty:
                    state.tasks[Int(generator.next() % UInt64(state.tasks.count))].isDone.toggle()
                default:
                    state.tasks.reverse()
                }
            }
        }
        let expected = harness.session.host.rendering.state.tasks.map(\.title)
        #expect(try titles(harness) == expected)
    }

    @Test func repeatedKeysAreMatchedInOrder() throws {
        let (harness, _) = try harness([Task(id: 1, title: "a"), Task(id: 1, title: "b"), Task(id: 2, title: "c")])
        try change(harness) {
            $0.tasks = [Task(id: 2, title: "c"), Task(id: 1, title: "a"), Task(id: 1, title: "b2"), Task(id: 1, title: "d")]
        }
        #expect(try titles(harness) == ["c", "a", "b2", "d"])
    }

    @Test func switchingToChildrenOrToAnotherItemTypeReplacesTheContent() throws {
        let (harness, _) = try harness(tasks(3))
        var operations = try change(harness) { $0.layout = .titles }
        #expect(operations.count == 1)
        #expect(try list(harness).children.map { $0.children.first?.text } == ["Task 1", "Task 2", "Task 3"])

        operations = try change(harness) { $0.layout = .children }
        #expect(operations.count == 1)
        try change(harness) { $0.tasks.swapAt(0, 2) }
        #expect(try list(harness).children.map { $0.children.first?.text } == ["Task 3", "Task 2", "Task 1"])

        try change(harness) { $0.layout = .rows }
        #expect(try titles(harness) == ["Task 3", "Task 2", "Task 1"])
    }

    /// A void element's declared children are never written, so they take no ids: the
    /// elements after them keep the ids the page has.
    @Test func aVoidElementsChildrenTakeNoIDs() throws {
        let row = li {
            element("input") { span("never written") }
            button("Go") {}
        }
        #expect(DeclaredRow.elementCount(row) == 3)
        let html = HTMLWriter.rowHTML(row, firstID: 10)
        #expect(html == #"<li data-wf="10"><input data-wf="11"><button data-wf="12" data-wf-on="click" type="button">Go</button></li>"#)
        #expect(DeclaredRow.handlers(of: row, atOffset: 2)?[.click] != nil)
        #expect(DeclaredRow.handlers(of: row, atOffset: 3) == nil)
    }

    @Test func aStreamItemHoldingRowsStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = HTMLWriter.streamItemHTML(div { rows([1, 2], key: { $0 }) { number in li { String(number) } } }, key: "k")
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a stream item may not contain a stream or rows"))
    }

    @Test func aRowHoldingAChildScreenStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = HTMLWriter.rowHTML(li { WebNode.screen(CountScreen(count: 1, onIncrement: {})) }, firstID: 1)
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a row may not contain a child screen"))
    }
}

/// A small seeded generator (SplitMix64), so that the random edits are the same on every run.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
