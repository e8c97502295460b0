import Workflow

/// The deepest tree there is: each level renders one child, down to `remaining == 0`.
/// `scripts/render-depth.sh` renders ever deeper chains in separate processes to find where
/// the stack runs out.
struct Chain: Workflow {
    var remaining: Int

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<Chain>) -> Int {
        remaining == 0 ? 0 : Chain(remaining: remaining - 1).rendered(in: context) + 1
    }
}

/// A host's own actor, as a web session has: it runs on a Swift concurrency pool thread.
actor ChainSession {
    func render(depth: Int, configuration: RuntimeConfiguration) -> Int {
        let host = WorkflowHost(workflow: Chain(remaining: depth), configuration: configuration)
        host.update(workflow: Chain(remaining: depth))
        defer { host.stop() }
        return host.rendering
    }
}

/// Renders, re-renders and stops a chain of `depth` levels, on the main thread or on a pool
/// thread; a chain too deep for the stack crashes the process.
@MainActor func renderChain(depth: Int, onPoolThread: Bool, configuration: RuntimeConfiguration) async -> Int {
    if onPoolThread {
        return await ChainSession().render(depth: depth, configuration: configuration)
    }
    let host = WorkflowHost(workflow: Chain(remaining: depth), configuration: configuration)
    host.update(workflow: Chain(remaining: depth))
    defer { host.stop() }
    return host.rendering
}
