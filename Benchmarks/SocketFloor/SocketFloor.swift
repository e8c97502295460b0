#if canImport(Glibc)
import ArgumentParser
import Glibc

/// What the kernel alone charges a server per event on this machine, under `web-floor` (which
/// adds SwiftNIO) and `workflow-web` (which adds the session): a plain epoll echo server and a
/// client that sends each of its connections one small message a second at a random phase.
///
///     socket-floor serve --port 18400 &
///     socket-floor load --port 18400 --server-pid $! --connections 1000 --rate 1 --seconds 30
///
/// Both stay on 127.0.0.1, and both stop by themselves.
@main
struct SocketFloor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "socket-floor",
        abstract: "The kernel's part of a web event: an epoll echo server and its clicking client.",
        subcommands: [Serve.self, Load.self]
    )

    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Answer every read with 44 bytes, from plain epoll loops or NIO event loops."
        )

        @Option(help: "The loopback port to listen on.")
        var port: UInt16 = 18400

        @Option(help: "Exit after this many seconds.")
        var seconds = 120

        @Flag(help: "Serve with SwiftNIO instead of a plain epoll loop.")
        var nio = false

        @Option(help: "Threads (event loops with --nio), each serving its share of the connections.")
        var threads = 1

        func validate() throws {
            guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1 to 64") }
        }

        func run() throws {
            if nio {
                try NIOEchoServer(port: Int(port), threads: threads, seconds: seconds).run()
            } else {
                try EchoServer(port: port, seconds: seconds, threads: threads).run()
            }
        }
    }

    struct Load: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Send each connection's message at its own phase, and report the server's CPU per answer."
        )

        @Option(help: "The server's loopback port.")
        var port: UInt16 = 18400

        @Option(help: "The server's process id, whose CPU time is read from /proc.")
        var serverPID: Int32

        @Option(help: "How many connections.")
        var connections = 1000

        @Option(help: "Messages a second on each connection.")
        var rate = 1.0

        @Option(help: "How long to send.")
        var seconds = 30

        func validate() throws {
            guard (1...19_000).contains(connections) else { throw ValidationError("--connections must be 1 to 19,000") }
            guard rate > 0, rate <= 1000 else { throw ValidationError("--rate must be above 0 and at most 1,000") }
            guard (1...600).contains(seconds) else { throw ValidationError("--seconds must be 1 to 600") }
        }

        func run() throws {
            let client = PingClient(port: port, serverPID: serverPID, connections: connections, rate: rate, seconds: seconds)
            let result = try client.run()
            let perEvent = result.serverCPUSeconds / Double(max(result.answered, 1)) * 1_000_000
            let cpu = (result.serverCPUSeconds * 100).rounded() / 100
            print("sent \(result.sent), answered \(result.answered), skipped \(result.skipped) (connection still waiting)")
            print("server CPU (utime+stime): \(cpu) s = \((perEvent * 10).rounded() / 10) µs per answered message")
            if result.answered < result.sent { throw ExitCode(1) }
        }
    }
}
#else
@main
struct SocketFloor {
    static func main() {
        print("socket-floor uses Linux's epoll; it does not run on this system.")
    }
}
#endif
