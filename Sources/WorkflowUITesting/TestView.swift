@_spi(Backend) public import WorkflowUI

/// A view of the in-memory ``TestBackend``: records what it shows, how often it was updated,
/// the environment of its last update, and its child views.
public final class TestView {
    /// The kind its description gave it.
    public let kind: ViewKind
    /// What the view shows, as text.
    public internal(set) var text = ""
    /// How many times it was updated after being built (its first update is part of building).
    public internal(set) var updateCount = -1
    /// The environment of its last update.
    public internal(set) var environment = ViewEnvironment.empty
    /// Its child views, in order (the sides of a split, the frames of a back stack, the body
    /// and then the overlays).
    public internal(set) var children: [TestView] = []
    /// A binding error from the last update of a child, if any.
    public internal(set) var childError: ViewBindingError?
    /// The slots a container view shows its children in.
    var slots: [DescribedViewContainer<TestBackend>] = []
    /// For a back stack view: the identities of the frames it showed last, one per slot.
    var frameIdentities: [BackStackScreen.FrameIdentity] = []
    /// For a body-and-overlays view: the key of each slot's layer ("body", then each overlay's
    /// identity).
    var slotKeys: [String] = []
    /// The buttons ``press(_:)`` can choose: an alert's answers, a navigation bar's buttons
    /// (`nil` for a disabled one).
    var buttons: [(title: String, action: (() -> Void)?)] = []

    /// Makes a view of `kind`.
    public init(kind: ViewKind) {
        self.kind = kind
    }

    /// Whether the view takes input, as its environment says.
    public var isInputEnabled: Bool { environment.isInputEnabled }

    /// The view and its descendants, one line each, indented by depth: `kind: text`.
    public var tree: String {
        var lines: [String] = []
        appendTree(depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendTree(depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(text.isEmpty ? "\(indent)\(kind)" : "\(indent)\(kind): \(text)")
        for child in children {
            child.appendTree(depth: depth + 1, to: &lines)
        }
    }

    /// The labels of the buttons the view shows: an alert's answers, or the navigation bar's
    /// buttons over a back stack's top frame; empty for other views.
    public var buttonTitles: [String] { buttons.map(\.title) }

    /// Presses the button labelled `title` (an alert's answer, a navigation bar's button), as a
    /// person would; returns `false`, doing nothing, if the view shows no such button or it is
    /// disabled.
    ///
    /// ```swift
    /// let alert = try #require(root.first(ofKind: "alert"))
    /// #expect(alert.press("Delete"))
    /// ```
    @discardableResult
    public func press(_ title: String) -> Bool {
        guard let action = buttons.first(where: { $0.title == title })?.action else { return false }
        action()
        return true
    }

    /// The first view in this tree (itself included) of `kind`, depth first.
    public func first(ofKind kind: ViewKind) -> TestView? {
        if self.kind == kind { return self }
        for child in children {
            if let found = child.first(ofKind: kind) { return found }
        }
        return nil
    }
}
