/// A kind of place in the navigation of an app where a ``Flow`` can show its screens, named as
/// a type so that the compiler can check that a flow is started where it can work.
///
/// A context is a type-level name only; its ``Content`` is what a flow placed in it renders.
/// Define your own for containers of your own, with a content type and ``ScreenPlacer``s that
/// put that content into your container screen.
public protocol NavigationContext {
    /// What a flow in this context renders: only its own screens, never its parent's.
    associatedtype Content

    /// Returns `content` with the ways out that the person can take by themselves (going back
    /// from the first frame, dismissing a modal) calling `leave` wherever the flow did not
    /// handle them itself.
    ///
    /// ``Flow/rendered(in:placer:key:onEvent:)`` calls it with a `leave` that reports
    /// ``FlowEvent/dismissedByUser`` to the parent, before the placer sees the content.
    static func content(_ content: Content, leavingThrough leave: @escaping () -> Void) -> Content
}
