// workflow-web-load: opens sessions of a workflow-web server on loopback and checks and times
// what comes back. See docs/web-performance.md for the runs it makes and what they measured.
#if WebServer
import WebLoadCore
import WorkflowPlatform

if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(LoadOptions.usage)
    exit(0)
}
let options: LoadOptions
do {
    options = try LoadOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    print("workflow-web-load: \(error)\n\(LoadOptions.usage)")
    exit(2)
}
// The run bounds itself, but a server that accepts connections and never answers would hold
// a page request or a join forever: this ends the tool whatever happens.
let limit = Duration.seconds(LoadRun.joinAllowance + options.duration) + LoadSession.answerPatience + .seconds(10)
Task.detached {
    try? await Task.sleep(for: limit)
    print("workflow-web-load: gave up after \(limit): the server did not answer in time")
    exit(1)
}
let passed = await LoadRun(options: options).run()
exit(passed ? 0 : 1)
#else
print("workflow-web-load needs the WebServer trait: swift run --traits WebServer workflow-web-load")
#endif
