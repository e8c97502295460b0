/// Turns any `Sendable` `AsyncSequence` that does not throw into a worker, identified by `id`:
/// a later pass that declares a worker with the same `id` keeps the running iteration, even if
/// it passes a different sequence value.
///
/// ```swift
/// SequenceWorker(id: "pushes", sequence: pushNotifications)
///     .onOutput { (state: inout State, push: Push) -> Never? in state.inbox.append(push); return nil }
///     .running(in: context)
/// ```
///
/// This is how a workflow subscribes to an external event source for as long as it declares
/// it. Note that an `AsyncStream` ends for good when its iterating task is cancelled; to
/// subscribe again later, pass a source that supports several iterations.
public struct SequenceWorker<Sequence: AsyncSequence & Sendable>: AsyncSequenceWorker
where Sequence.Element: Sendable, Sequence.Failure == Never {
    /// Identifies the work: equal ids are equivalent workers.
    public let id: any Hashable & Sendable
    /// The sequence to iterate.
    public let sequence: Sequence

    /// Makes a worker that emits each element of `sequence`.
    public init(id: some Hashable & Sendable, sequence: Sequence) {
        self.id = id
        self.sequence = sequence
    }

    /// Returns the sequence.
    public func run() -> Sequence {
        sequence
    }

    /// Workers with equal ids are equivalent.
    public func isEquivalent(to otherWorker: SequenceWorker<Sequence>) -> Bool {
        AnyHashable(id) == AnyHashable(otherWorker.id)
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// A worker that emits each element of this sequence; see ``SequenceWorker``.
    public func asWorker(id: some Hashable & Sendable) -> SequenceWorker<Self> {
        SequenceWorker(id: id, sequence: self)
    }
}
