import Testing
import TodoTutorial2
import WorkflowTesting

/// The tutorial's second chapter: a child with props and outputs.
@Suite struct TodoTutorial2Tests {
    @Test func theListsOutputTogglesTheChosenItem() {
        TodoAppWorkflow()
            .renderTester(initialState: [Todo("Buy milk"), Todo("Walk the dog")])
            .expectWorkflow(
                type: TodoListWorkflow.self,
                producingRendering: TodoListScreen(todos: [], onSelect: { _ in }),
                producingOutput: .selected(1),
                assertions: { #expect($0.todos.map(\.title) == ["Buy milk", "Walk the dog"]) }
            )
            .render()
            .assertStateModifications { $0[1].isDone = true }
    }

    @Test func theListPassesTheChoiceUp() {
        TodoListWorkflow.Action
            .tester(withState: ())
            .send(action: .select(2))
            .assert(output: .selected(2))
    }
}
