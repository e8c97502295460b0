import Testing
import TodoTutorial3
import Workflow
import WorkflowTerminalUI
import WorkflowTesting
import WorkflowUI

/// The tutorial's third chapter: a back stack, a Back button of the view's own, and a modal a
/// child raises at the root.
@MainActor
@Suite struct TodoTutorial3Tests {
    @Test func deletingAsksFirstWithAModalOverTheWholeApp() throws {
        let host = WorkflowHost(workflow: TodoAppWorkflow())
        host.rendering.body.top.screen.as(TodoListScreen.self)?.onSelect(1)
        let detail = try #require(host.rendering.body.top.screen.as(TodoDetailScreen.self))
        #expect(detail.todo.title == "Walk the dog")

        detail.onDelete()
        let confirmation = try #require(host.rendering.overlays.first?.screen.as(DeleteConfirmationScreen.self))
        #expect(host.rendering.overlays.first?.isModal == true)

        confirmation.onConfirm()
        #expect(host.rendering.overlays.isEmpty)
        #expect(host.rendering.body.frames.count == 1)
        #expect(host.rendering.body.top.screen.as(TodoListScreen.self)?.todos.map(\.title) == ["Buy milk", "Read the Workflow docs"])
    }

    @Test func theDetailPagesOwnBackButtonGoesBack() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: TodoAppWorkflow()))
        app.press(.enter)
        #expect(app.frame().text.contains("[ ] Buy milk"))
        #expect(app.frame().text.contains("Delete"))
        // Done has the focus; Tab moves to Delete, then to Back.
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(!app.frame().text.contains("Delete"))
        #expect(app.frame().text.contains("[ ] Walk the dog"))
    }
}
