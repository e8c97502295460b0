/// The pure model of what a ``TreeNode`` host must do with a ``TreeProgram``, whatever the
/// runtime options: operations apply one at a time, in the order they were sent (a queued one
/// after the update in progress); after each, the tree is brought up to date (removed nodes
/// end with their side effects and workers, added ones start afresh); an operation queued for
/// a node that ended before its turn is dropped and counted.
struct TreeModel {
    private struct Node {
        var state = TreeNode.State()
        var incarnation: Int
        var depth: Int
    }

    private struct Queued {
        var path: String
        var incarnation: Int
        var operation: TreeProgram.Operation
    }

    private var nodes: [String: Node] = ["r": Node(incarnation: 0, depth: 0)]
    private var nextIncarnation = 1
    private var declaredEffects: Set<String> = []
    private var declaredWorkers: [String: Int] = [:]
    private var queue: [Queued] = []
    private(set) var lifetimes: [String] = []
    private(set) var workerRuns: [String] = []
    private(set) var outputs: [String] = []
    private(set) var drops = 0

    init(running program: TreeProgram) {
        for step in program.steps {
            switch step {
            case .direct(let send):
                apply(send.operation, at: path(of: send.target))
            case .burst(let sends):
                // The host's output handler sends them when the root's emit arrives, each to
                // the node it picks in the tree of that moment.
                apply(.emit, at: "r")
                for send in sends {
                    let path = path(of: send.target)
                    queue.append(Queued(path: path, incarnation: nodes[path]!.incarnation, operation: send.operation))
                }
            }
            drainQueue()
        }
    }

    /// The tree as the host's final rendering should show it.
    var summary: TreeNode.Summary { summary(of: "r") }

    /// The side effects still running end when the host shuts down.
    var lifetimesAfterShutDown: [String] {
        lifetimes + declaredEffects.sorted().map { "end \($0)" }
    }

    private func path(of target: Int) -> String {
        let paths = nodes.keys.sorted()
        return paths[target % paths.count]
    }

    private func summary(of path: String) -> TreeNode.Summary {
        let state = nodes[path]!.state
        return TreeNode.Summary(path: path, state: state, children: state.children.map { summary(of: "\(path)/\($0)") })
    }

    private mutating func drainQueue() {
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard nodes[next.path]?.incarnation == next.incarnation else {
                drops += 1
                continue
            }
            apply(next.operation, at: next.path)
        }
    }

    /// Applies one operation, passes its output up to the host, and brings the tree up to date.
    private mutating func apply(_ operation: TreeProgram.Operation, at path: String) {
        let depth = nodes[path]!.depth
        if let output = nodes[path]!.state.apply(operation, path: path, depth: depth) {
            var ancestor = path
            while let slash = ancestor.lastIndex(of: "/") {
                ancestor = String(ancestor[..<slash])
                nodes[ancestor]!.state.log.append(output)
            }
            outputs.append(output)
        }
        bringTreeUpToDate()
    }

    private mutating func bringTreeUpToDate() {
        var depths: [String: Int] = [:]
        func visit(_ path: String, depth: Int) {
            depths[path] = depth
            for key in nodes[path]?.state.children ?? [] { visit("\(path)/\(key)", depth: depth + 1) }
        }
        visit("r", depth: 0)
        for path in nodes.keys where depths[path] == nil { nodes[path] = nil }
        for (path, depth) in depths where nodes[path] == nil {
            nodes[path] = Node(incarnation: nextIncarnation, depth: depth)
            nextIncarnation += 1
        }

        var effects: Set<String> = []
        var workers: [String: Int] = [:]
        for (path, node) in nodes {
            for effect in node.state.effects { effects.insert("\(path)#\(effect)") }
            workers[path] = node.state.worker
        }
        lifetimes += declaredEffects.subtracting(effects).sorted().map { "end \($0)" }
        for started in effects.subtracting(declaredEffects).sorted() {
            lifetimes.append("start \(started)")
            if started.hasSuffix("#s") {
                let path = String(started.dropLast(2))
                queue.append(Queued(path: path, incarnation: nodes[path]!.incarnation, operation: .increment))
            }
        }
        declaredEffects = effects
        for (path, id) in workers where declaredWorkers[path] != id { workerRuns.append("\(path)@\(id)") }
        declaredWorkers = workers
    }
}
