/// A running side effect: its lifetime, the pass that last declared it, and when it started
/// relative to its siblings (so that several ending at once end in the order they started).
@usableFromInline
final class SideEffectRecord {
    let lifetime = Lifetime()
    let startOrder: Int
    var lastDeclaredPass: UInt64

    init(pass: UInt64, startOrder: Int) {
        lastDeclaredPass = pass
        self.startOrder = startOrder
    }
}
