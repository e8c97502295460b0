// workflow-web-load: opens sessions of a workflow-web server on loopback and checks and times
// what comes back. See docs/web-performance.md for the runs it makes and what they measured.
#if WebServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WebLoadCore

let options: LoadOptions
do {
    options = try LoadOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    print("workflow-web-load: \(error)\n\(LoadOptions.usage)")
    exit(2)
}
let passed = await LoadRun(options: options).run()
exit(passed ? 0 : 1)
#else
print("workflow-web-load needs the WebServer trait: swift run --traits WebServer workflow-web-load")
#endif
