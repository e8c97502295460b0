/// Something a backend works out once per screen type and then reads for every screen of that
/// type: typically a describer made by opening the type's metatype, so that a screen is cast to
/// its concrete type (a comparison of two type pointers) instead of to a protocol (a search of
/// the conformance tables, on every update of every view).
///
/// ```swift
/// private let describers = ScreenTypeMemo<(any MyScreenDescriber)?>()
/// let describer = describers.value(for: type(of: screen)) { screenType in
///     (screenType as? any MyScreen.Type).map { makeDescriber(for: $0) }
/// }
/// ```
///
/// What a type is found to be cannot change while the program runs, so a value, once found,
/// is kept for the life of the memo. Safe from any thread, like every memo of the UI modules.
@_spi(Backend) public final class ScreenTypeMemo<Value: Sendable>: Sendable {
    @usableFromInline let values = TypeMemo<Value>()

    /// A memo that knows no type yet.
    public init() {}

    /// The value remembered for `screenType`, or else `findOut(screenType)`, remembered.
    ///
    /// `findOut` runs outside the memo's lock, so it may use other memos (naming the type's view
    /// kind, say). Two threads meeting a new type at once may both run it; it must give the same
    /// value for the same type.
    @inlinable public func value(for screenType: any Screen.Type, findOut: (any Screen.Type) -> Value) -> Value {
        values.value(for: screenType) { findOut(screenType) }
    }
}
