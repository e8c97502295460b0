/// A running side effect: its lifetime and the pass that last declared it.
final class SideEffectRecord {
    let lifetime = Lifetime()
    var lastDeclaredPass: UInt64

    init(pass: UInt64) {
        lastDeclaredPass = pass
    }
}
