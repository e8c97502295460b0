import CounterSample
import Workflow
import WorkflowTerminalUI

// `swift run counter`: the counter in the terminal, until Ctrl-C.
let host = WorkflowHost(workflow: CounterWorkflow())
let app = try TerminalApp(host: host)
_ = try await app.run(on: StandardTerminal())
