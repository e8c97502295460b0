/// A rendering that models a two-dimensional box of UI: a view model a view system can show.
///
/// A screen is a plain value and carries no view code. Each view system (backend) binds views
/// to screen types in its own module, either by conforming the screen to that backend's
/// protocol in an extension, or through a ``ViewRegistry``.
///
/// Containers keep a screen's view and update it while the next screen is compatible with
/// the last (same concrete type and same ``compatibilityKey``), and build a new view otherwise.
public protocol Screen {
    /// Distinguishes screens of one type that must not share a view: two screens of the same
    /// type with different keys are shown by different views. `nil` (the default) means all
    /// screens of the type are compatible.
    var compatibilityKey: String? { get }
}

extension Screen {
    /// All screens of this type are compatible.
    public var compatibilityKey: String? { nil }

    /// Whether a view showing `self` can be updated to show `other` rather than replaced.
    public func isCompatible(with other: any Screen) -> Bool {
        ScreenIdentity(of: self) == ScreenIdentity(of: other)
    }
}
