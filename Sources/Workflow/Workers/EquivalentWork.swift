/// Work that can tell whether another value of its type does the same work: the equivalence
/// every kind of worker uses to decide between keeping its running task and restarting.
public protocol EquivalentWork {
    /// Whether `otherWorker`, declared on the previous pass, does the same work as `self`. An
    /// equivalent worker keeps the running task; a non-equivalent one cancels it and starts
    /// `self`. `Equatable` types get `==` as their default.
    func isEquivalent(to otherWorker: Self) -> Bool
}

extension EquivalentWork where Self: Equatable {
    /// Equal values do the same work.
    public func isEquivalent(to otherWorker: Self) -> Bool {
        self == otherWorker
    }
}
