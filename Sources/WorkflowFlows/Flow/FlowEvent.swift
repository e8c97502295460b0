/// What a started flow tells the parent that placed it: one of its own outputs, or that the
/// person left it.
///
/// Switch over it exhaustively: a parent that forgets the person can leave does not compile.
public enum FlowEvent<Output> {
    /// The flow emitted one of its outputs.
    case output(Output)
    /// The person left the flow through its context: went back from its first frame, or
    /// dismissed its modal. The parent should stop rendering the flow, which ends it.
    case dismissedByUser
}

extension FlowEvent: Equatable where Output: Equatable {}
extension FlowEvent: Sendable where Output: Sendable {}
