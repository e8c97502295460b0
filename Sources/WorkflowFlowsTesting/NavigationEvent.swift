public import WorkflowUI

/// A change a flow made to what the person sees, as ``FlowTester`` reads it from two
/// successive renderings.
///
/// Screen types are the types of the screens themselves; a screen with overlays
/// (``/WorkflowUI/BodyAndOverlaysScreen``) counts as its body's type, so that a frame that can
/// present something is still named after what it shows.
public enum NavigationEvent: Equatable, CustomStringConvertible {
    /// A back stack frame showing a screen of this type went on top.
    case pushed(any Screen.Type)
    /// The top back stack frame, showing a screen of this type, went away.
    case popped(any Screen.Type)
    /// A screen of this type was presented as an overlay.
    case presented(any Screen.Type)
    /// An overlay showing a screen of this type went away.
    case dismissed(any Screen.Type)
    /// The tab at this position became the selected one.
    case tabSelected(Int)

    /// Events are equal when they are the same kind of change to the same screen type.
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        switch (lhs, rhs) {
        case (.pushed(let a), .pushed(let b)), (.popped(let a), .popped(let b)),
            (.presented(let a), .presented(let b)), (.dismissed(let a), .dismissed(let b)):
            return ObjectIdentifier(a) == ObjectIdentifier(b)
        case (.tabSelected(let a), .tabSelected(let b)):
            return a == b
        default:
            return false
        }
    }

    /// `pushed(WelcomeScreen)`, `tabSelected(1)`.
    public var description: String {
        switch self {
        case .pushed(let type): "pushed(\(type))"
        case .popped(let type): "popped(\(type))"
        case .presented(let type): "presented(\(type))"
        case .dismissed(let type): "dismissed(\(type))"
        case .tabSelected(let index): "tabSelected(\(index))"
        }
    }
}
