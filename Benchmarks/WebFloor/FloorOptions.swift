#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line, read by hand: `--host` and `--port`.
struct FloorOptions {
    var host = "127.0.0.1"
    var port = 8080
    var showsHelp = false

    static let usage = """
        usage: web-floor [--host 127.0.0.1] [--port 8080]
        Serves a constant counter page and answers its WebSocket's events with SwiftNIO alone, for
        workflow-web-load to measure what the kernel and NIO cost per event (port 0: any free port).
        """

    init(arguments: [String]) throws(FloorOptionsError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            switch option {
            case "--help", "-h":
                showsHelp = true
            case "--host":
                guard let value = remaining.popFirst() else { throw .missingValue(option) }
                host = value
            case "--port":
                guard let value = remaining.popFirst() else { throw .missingValue(option) }
                guard let port = Int(value), (0...65_535).contains(port) else { throw .badPort(value) }
                self.port = port
            default:
                throw .unknown(option)
            }
        }
    }

    /// Writes `line` and a newline to standard output at once, unbuffered (the server's output
    /// usually goes to a file, and its one line must be there while it runs).
    static func printLine(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

/// A command line web-floor does not understand.
enum FloorOptionsError: Error, CustomStringConvertible {
    case missingValue(String)
    case badPort(String)
    case unknown(String)

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value"
        case .badPort(let text): "\"\(text)\" is not a port number (0 to 65535)"
        case .unknown(let option): "unknown option \(option)"
        }
    }
}
