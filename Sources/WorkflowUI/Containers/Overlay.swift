/// One overlay of a ``BodyAndOverlaysScreen``: a screen shown over the body, in a
/// ``OverlayStyle`` the backend honours where it can.
///
/// Overlays are told apart by their screen's ``ScreenIdentity`` and their ``key``: an overlay
/// keeps its view (focus, cursor, scroll position) while one with the same identity stays in
/// the list, even when overlays below it come and go. Give two overlays of the same screen
/// type different keys, or their views are matched by position among those of that identity.
public struct Overlay {
    /// What it shows.
    public var screen: AnyScreen
    /// A heading for the overlay's frame (the top border of the terminal's box, say); empty for
    /// none.
    public var title: String
    /// How it is laid out over the body: a centred dialog, a sheet along the bottom, or the
    /// whole screen.
    public var style: OverlayStyle
    /// Tells apart overlays whose screens are compatible; `""` by default.
    public var key: String
    /// Whether it blocks input to everything below it.
    public var isModal: Bool
    /// Dismisses the overlay when the person asks to (the Escape key in a terminal, when
    /// nothing inside the overlay used it); `nil` if only the overlay's own screen can end it.
    public var onDismiss: (() -> Void)?

    /// An overlay showing `screen`; modal unless told otherwise.
    ///
    /// - Parameters:
    ///   - screen: What the overlay shows.
    ///   - title: A heading for the overlay's frame; empty for none.
    ///   - style: Its layout over the body; ``OverlayStyle/dialog`` by default.
    ///   - key: Tells it apart from overlays whose screens are compatible with its own.
    ///   - isModal: Whether everything below it stops taking input while it is shown.
    ///   - onDismiss: What Escape (or the page's own way of closing a dialog) does when
    ///     nothing inside the overlay handled it; `nil` if it cannot be dismissed that way.
    public init(
        _ screen: any Screen,
        title: String = "",
        style: OverlayStyle = .dialog,
        key: String = "",
        isModal: Bool = true,
        onDismiss: (() -> Void)? = nil
    ) {
        self.screen = AnyScreen(screen)
        self.title = title
        self.style = style
        self.key = key
        self.isModal = isModal
        self.onDismiss = onDismiss
    }

    /// The overlay's identity among its siblings: its screen's identity and its key.
    public var identity: OverlayIdentity {
        OverlayIdentity(screen: ScreenIdentity(of: screen), key: key)
    }
}

/// An overlay's identity: its screen's identity and its key. Containers keep an overlay's view
/// for as long as an overlay of the same identity is shown.
public struct OverlayIdentity: Hashable, CustomStringConvertible {
    /// The identity of the overlay's screen.
    public let screen: ScreenIdentity
    /// The overlay's key.
    public let key: String

    /// `Screen` or `Screen (key "k")`.
    public var description: String {
        key.isEmpty ? screen.description : "\(screen) (key \"\(key)\")"
    }
}

/// How an overlay is laid out over the body. Backends honour the style where they can: a
/// backend without room for a difference shows every style as a dialog.
public enum OverlayStyle: Hashable, Sendable {
    /// A box centred over the body, as large as its content asks (up to most of the screen):
    /// the default, and how alerts are shown.
    case dialog
    /// A panel along the bottom edge, as wide as the body and as tall as its content asks:
    /// workflow-swift's `.sheet`.
    case sheet
    /// Covers the whole body: workflow-swift's `.fullScreen`.
    case fullScreen
}

extension Array where Element == Overlay {
    /// Each overlay's identity, made unique among the list by a count for repeats (`#2`), so
    /// that containers can key their views by it: the first overlay of an identity keeps the
    /// plain one.
    @_spi(Backend) public var uniqueIdentities: [String] {
        var seen: [OverlayIdentity: Int] = [:]
        return map { overlay in
            let identity = overlay.identity
            let count = seen[identity, default: 0] + 1
            seen[identity] = count
            return count == 1 ? identity.description : "\(identity) #\(count)"
        }
    }
}
