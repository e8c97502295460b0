/// Remembers the screen types a cast to a protocol failed for, so that the cast is tried once
/// per type rather than for every screen of every rendering. A failed cast to a protocol
/// searches the conformance tables (thousands of instructions, on each view-tree update, for
/// each container the screen passes through); a look-up here costs a few dozen.
///
/// Whether a type conforms does not change while the program runs, so a failure stays true.
///
/// ```swift
/// private let splitScreens = FailedCastMemo()
/// if let split = splitScreens.cast(screen, { $0 as? any AnySplitScreen }) { … }
/// ```
@_spi(Backend) public final class FailedCastMemo: Sendable {
    private let misses = TypeMemo<Void>()

    /// A memo that knows no type yet.
    public init() {}

    /// `cast(screen)`, or `nil` without calling it when it gave `nil` for a screen of the same
    /// type before.
    public func cast<Result>(_ screen: any Screen, _ cast: (any Screen) -> Result?) -> Result? {
        let screenType = type(of: screen)
        if misses.value(for: screenType) != nil { return nil }
        guard let result = cast(screen) else {
            misses.remember((), for: screenType)
            return nil
        }
        return result
    }
}
