import CounterSample
import Testing
import Workflow
import WorkflowTerminalUI
import WorkflowTesting

@MainActor
@Suite struct CounterWorkflowTests {
    @Test func incrementAddsOne() {
        CounterWorkflow.Action
            .tester(withState: 41)
            .send(action: .increment)
            .assert(state: 42)
    }

    @Test func theScreensHandlerSendsIncrement() {
        CounterWorkflow()
            .renderTester(initialState: 0)
            .render { screen in
                #expect(screen.count == 0)
                screen.onIncrement()
            }
            .assert(state: 1)
    }

    @Test func enterInTheTerminalAddsOne() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: CounterWorkflow()))
        #expect(app.frame().text.contains("Count: 0"))
        app.press(.enter)
        #expect(app.frame().text.contains("Count: 1"))
    }
}
