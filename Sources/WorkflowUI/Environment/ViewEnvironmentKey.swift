/// A key of the ``ViewEnvironment``: a type with the value's type and its default.
///
/// ```swift
/// enum ThemeKey: ViewEnvironmentKey {
///     static var defaultValue: Theme { .light }
/// }
/// extension ViewEnvironment {
///     var theme: Theme { self[ThemeKey.self] }
/// }
/// ```
public protocol ViewEnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value read when none was set.
    static var defaultValue: Value { get }
}
