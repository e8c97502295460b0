import Foundation
import WorkflowPlatform

/// A pseudo-terminal for running a `StandardTerminal` without a real one: the follower side
/// is a terminal as far as `isatty` and `tcsetattr` are concerned.
struct PseudoTerminal {
    let leader: Int32
    let follower: Int32

    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    init() throws {
        var leader: Int32 = -1
        var follower: Int32 = -1
        guard openpty(&leader, &follower, nil, nil, nil) == 0 else { throw Failure(call: "openpty", code: errno) }
        self.leader = leader
        self.follower = follower
    }
}

/// The pipes and files the process has open now, each with what it refers to (`pipe:[…]`, a
/// path), so that a failure shows what was left open. Other kinds (the event and timer
/// descriptors the concurrency runtime opens when it first needs them) are left out: the
/// terminal opens only pipes and files.
func openDescriptors() throws -> Set<String> {
    #if os(Linux)
    let directory = "/proc/self/fd"
    #else
    let directory = "/dev/fd"
    #endif
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    return Set(
        names.compactMap { name in
            // The listing's own descriptor is closed by now, so it has no destination.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\(name)"),
                target.hasPrefix("pipe:") || target.hasPrefix("/")
            else { return nil }
            return "\(name) → \(target)"
        })
}
