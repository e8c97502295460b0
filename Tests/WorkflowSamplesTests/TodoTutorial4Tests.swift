import Testing
import TodoTutorial4
import Workflow
import WorkflowTesting
import WorkflowUI

/// The tutorial's fourth chapter: a worker on a clock, tested with a clock the test moves.
@MainActor
@Suite struct TodoTutorial4Tests {
    /// Opens the item at `index` and deletes it, confirming, as a person would.
    func delete(_ index: Int, in host: WorkflowHost<TodoAppWorkflow<TestClock<Duration>>>) throws {
        host.rendering.body.top.screen.as(TodoListScreen.self)?.onSelect(index)
        try #require(host.rendering.body.top.screen.as(TodoDetailScreen.self)).onDelete()
        try #require(host.rendering.overlays.last?.screen.as(DeleteConfirmationScreen.self)).onConfirm()
    }

    @Test func theUndoOfferEndsAfterFiveSecondsOnTheClock() async throws {
        let clock = TestClock()
        let host = WorkflowHost(workflow: TodoAppWorkflow(clock: clock))
        try delete(0, in: host)
        #expect(host.rendering.overlays.first?.screen.as(UndoScreen.self)?.title == "Buy milk")

        // The timer starts in a task of its own: let it start waiting before time moves.
        await clock.waitUntilSomeTaskSleeps()
        await clock.advance(by: .seconds(4))
        #expect(host.rendering.overlays.count == 1)

        await clock.advance(by: .seconds(1))
        let offerEnded = await host.firstRendering { $0.overlays.isEmpty }
        #expect(offerEnded.body.top.screen.as(TodoListScreen.self)?.todos.map(\.title) == ["Walk the dog", "Read the Workflow docs"])
    }

    @Test func undoPutsTheItemBackWhereItWas() throws {
        let host = WorkflowHost(workflow: TodoAppWorkflow(clock: TestClock()))
        try delete(1, in: host)
        try #require(host.rendering.overlays.first?.screen.as(UndoScreen.self)).onUndo()
        #expect(host.rendering.overlays.isEmpty)
        #expect(
            host.rendering.body.top.screen.as(TodoListScreen.self)?.todos.map(\.title) == [
                "Buy milk", "Walk the dog", "Read the Workflow docs",
            ])
    }

    @Test func whileTheOfferLastsTheTimerIsDeclared() {
        let deleted = TodoAppWorkflow<TestClock<Duration>>.Deleted(todo: Todo("Buy milk"), index: 0)
        let clock = TestClock()
        TodoAppWorkflow(clock: clock)
            .renderTester(initialState: .init(todos: [], undoable: deleted))
            .expectWorkflow(type: TodoListWorkflow.self, producingRendering: TodoListScreen(todos: [], onSelect: { _ in }))
            .expectWorker(TimerWorker(every: .seconds(5), clock: clock), mockingOutput: clock.now, key: "undo 0 Buy milk")
            .render()
            .assertStateModifications { $0.undoable = nil }
    }
}
