import TodoTutorial4
import Workflow
import WorkflowTerminalUI

// `swift run todo-tutorial`: the tutorial's to-do app, as of its last chapter, in the
// terminal until Ctrl-C. The undo offer's five seconds pass on the real clock.
let host = WorkflowHost(workflow: TodoAppWorkflow(clock: ContinuousClock()))
let app = try TerminalApp(host: host)
_ = try await app.run(on: StandardTerminal())
