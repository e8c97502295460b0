/// A property that takes no part in the equality of the value holding it: the way to make a
/// screen with callbacks `Equatable` while keeping Swift's synthesized `==` for its data.
///
/// A container does not show a screen again when it is equal to the last one it showed, in an
/// unchanged environment (see <doc:ScreensEnvironmentAndContainers#What-makes-a-screen-cheap>).
/// Closures are not `Equatable`, so a screen with a callback has to say how to compare it.
/// Mark the callbacks, and `==` compares everything else:
///
/// ```swift
/// struct RowScreen: Screen, Equatable {
///     var id: Item.ID
///     var title: String
///     var isDone: Bool
///     @IgnoredInEquality var onToggle: () -> Void
/// }
///
/// RowScreen(id: item.id, title: item.title, isDone: item.isDone) { sink.send(.toggle(item.id)) }
/// ```
///
/// The view keeps the callbacks of the screen it last showed, so ignore a callback only when an
/// earlier one does the same as the new one: it sends to a sink (a sink made by
/// `RenderContext.makeSink(of:)` reaches the workflow's current state after later renderings)
/// and captures nothing else but values the screen compares (here `item.id`, which is `id`).
/// A closure that captures more (the whole list, a value that is not among the compared
/// properties) must be compared by those values, or the screen must not be `Equatable`.
@propertyWrapper
public struct IgnoredInEquality<Value> {
    /// The value, read and written as the property itself.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension IgnoredInEquality: Equatable {
    /// Always `true`: the property is left out of the comparison.
    public static func == (lhs: IgnoredInEquality, rhs: IgnoredInEquality) -> Bool {
        true
    }
}

extension IgnoredInEquality: Hashable {
    /// Adds nothing: the property is left out of the hash, as it is of `==`.
    public func hash(into hasher: inout Hasher) {}
}

extension IgnoredInEquality: Sendable where Value: Sendable {}
