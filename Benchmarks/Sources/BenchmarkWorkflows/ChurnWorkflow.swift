import Workflow

/// Runs `width` workers whose keys change on every pass, so each pass cancels every worker of
/// the previous one and starts as many new ones.
public struct ChurnWorkflow: Workflow {
    /// Workers per pass.
    public var width: Int

    /// Makes the workflow; `width` may be at most 1,000.
    public init(width: Int) {
        precondition((0...1_000).contains(width), "ChurnWorkflow runs at most 1,000 workers, asked for \(width)")
        self.width = width
    }

    /// The pass number.
    public func makeInitialState() -> Int { 0 }

    /// Runs the workers of this pass's parity, and hands out the action that starts the next pass.
    public func render(state: Int, context: RenderContext<ChurnWorkflow>) -> Sink<NextPass> {
        let keys = state.isMultiple(of: 2) ? Self.evenKeys : Self.oddKeys
        for index in 0..<width {
            ParkedWorker().running(in: context, key: keys[index]) { _ in .noAction }
        }
        return context.makeSink(of: NextPass.self)
    }

    private static let evenKeys: [String] = (0..<1_000).map { "even \($0)" }
    private static let oddKeys: [String] = (0..<1_000).map { "odd \($0)" }

    /// Moves to the next pass.
    public struct NextPass: WorkflowAction {
        public typealias WorkflowType = ChurnWorkflow

        /// Makes the action.
        public init() {}

        /// Adds one to the pass number.
        public func apply(toState state: inout Int, context: ApplyContext<ChurnWorkflow>) -> Never? {
            state += 1
            return nil
        }
    }
}

/// A worker that waits until it is cancelled.
public struct ParkedWorker: Worker, Equatable {
    /// Makes the worker.
    public init() {}

    /// Sleeps for an hour, which cancellation cuts short.
    public func run() async {
        try? await Task.sleep(for: .seconds(3_600))
    }
}
