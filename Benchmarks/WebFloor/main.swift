// web-floor: the floor under workflow-web-load's counter scenario. It speaks just enough of the
// page protocol (docs/web-protocol.md, version 3) for the load tool to load a page, join and
// click, on plain SwiftNIO: no Workflow, no Hummingbird, one small struct per connection and
// each event answered from the channel handler. The server CPU the load tool reports for it is
// what the kernel and SwiftNIO alone cost per event (an epoll wake-up, a read and a write),
// the floor under what workflow-web --bench counter costs.
//
//   web-floor [--host 127.0.0.1] [--port 8080]
//   workflow-web-load --port 8080 --server-pid PID --sessions 1000 --rate 1 --duration 30
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let options: FloorOptions
do {
    options = try FloorOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FloorOptions.printLine("web-floor: \(error)\n\(FloorOptions.usage)")
    exit(2)
}
if options.showsHelp {
    FloorOptions.printLine(FloorOptions.usage)
    exit(0)
}
do {
    try FloorServer(options: options).run()
} catch {
    FloorOptions.printLine("web-floor: \(error)")
    exit(1)
}
