import TodoTutorial3
import Workflow
import WorkflowTerminalUI

// `swift run todo-tutorial`: the tutorial's to-do app, as of its last chapter, in the
// terminal until Ctrl-C.
let host = WorkflowHost(workflow: TodoAppWorkflow())
let app = try TerminalApp(host: host)
_ = try await app.run(on: StandardTerminal())
