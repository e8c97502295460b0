/// A random program for the property test, decoded from plain integers so that the property
/// library can shrink a failing program by shrinking its numbers.
///
/// Each step picks a node of the tree as it is at that moment (by index into the paths in
/// sorted order) and sends it one operation; a burst sends several from inside the host's
/// output handler, so they are queued behind the update in progress and apply one after
/// another, each to the tree its predecessors left.
struct TreeProgram: CustomStringConvertible {
    enum Operation: Equatable, CustomStringConvertible {
        case increment
        case toggleChild(String)
        case toggleEffect(String)
        case setWorker(Int?)
        case emit

        var description: String {
            switch self {
            case .increment: "increment"
            case .toggleChild(let key): "toggleChild(\(key))"
            case .toggleEffect(let key): "toggleEffect(\(key))"
            case .setWorker(let id): "setWorker(\(id.map(String.init) ?? "nil"))"
            case .emit: "emit"
            }
        }
    }

    /// One operation aimed at the node with this index in the sorted list of node paths
    /// (modulo its length).
    struct Send: CustomStringConvertible {
        var target: Int
        var operation: Operation

        var description: String { "\(operation) → node #\(target)" }
    }

    enum Step: CustomStringConvertible {
        case direct(Send)
        case burst([Send])

        var description: String {
            switch self {
            case .direct(let send): "\(send)"
            case .burst(let sends): "burst \(sends)"
            }
        }
    }

    static let childKeys = ["a", "b", "c"]
    /// `x` is a plain side effect; `s` sends its node an increment when it starts (a
    /// re-entrant send, queued behind the update that started it).
    static let effectKeys = ["x", "s"]
    /// Nodes at this depth add no children, which keeps trees small enough to reason about.
    static let maximumDepth = 2

    var steps: [Step]

    init(numbers: [Int]) {
        var steps: [Step] = []
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            index += 1
            if (number / 13) % 7 == 5 {
                let length = min(1 + (number / 91) % 4, numbers.count - index)
                let sends = numbers[index..<index + length].map(Self.send(from:))
                index += length
                steps.append(.burst(sends))
            } else {
                steps.append(.direct(Self.send(from: number)))
            }
        }
        self.steps = steps
    }

    private static func send(from number: Int) -> Send {
        let parameter = number / 91
        let operation: Operation =
            switch (number / 13) % 7 {
            case 0: .increment
            case 1, 6: .toggleChild(childKeys[parameter % childKeys.count])
            case 2: .toggleEffect(effectKeys[parameter % effectKeys.count])
            case 3: .setWorker(parameter % 4 == 3 ? nil : parameter % 4)
            // A burst inside a burst would nest handlers; it is an emit instead.
            default: .emit
            }
        return Send(target: number % 13, operation: operation)
    }

    var description: String { steps.map(\.description).joined(separator: "; ") }
}
