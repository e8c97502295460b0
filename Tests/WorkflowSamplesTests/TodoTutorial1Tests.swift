import Testing
import TodoTutorial1
import Workflow
import WorkflowTerminalUI
import WorkflowTesting

/// The tutorial's first chapter: one workflow, one screen, in the terminal.
@MainActor
@Suite struct TodoTutorial1Tests {
    @Test func toggleTicksAnItemOffAndBackOn() {
        TodoListWorkflow.Action
            .tester(withState: [Todo("Buy milk")])
            .send(action: .toggle(0))
            .assertStateModifications { $0[0].isDone = true }
            .send(action: .toggle(0))
            .assertStateModifications { $0[0].isDone = false }
    }

    @Test func enterInTheTerminalTicksTheHighlightedItem() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: TodoListWorkflow()))
        #expect(app.frame().text.contains("[ ] Buy milk"))
        app.press(.enter)
        #expect(app.frame().text.contains("[x] Buy milk"))
    }
}
