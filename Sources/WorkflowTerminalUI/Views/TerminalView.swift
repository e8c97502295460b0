public import WorkflowUI

/// A view of the terminal backend: a rectangle of cells with child views, laid out by its
/// parent, drawn into a ``TerminalCanvas``, and given key presses while it (or a child) has
/// focus.
///
/// Views are retained: a screen's binding builds its views once and updates their properties
/// on each rendering, so focus, cursor positions and scroll offsets survive re-renders.
/// Subclasses override ``measure(proposal:)``, ``layoutChildren()``, ``draw(in:)`` and
/// ``handle(_:)`` as they need.
open class TerminalView {
    /// The view that contains this one.
    public private(set) weak var parent: TerminalView?
    /// The views inside this one that are shown, drawn in order (later ones on top).
    public private(set) var children: [TerminalView] = []
    /// Where the view is, in screen cells; set by ``layout(in:)``.
    public private(set) var frame = TerminalRect(column: 0, row: 0, columns: 0, rows: 0)
    /// Whether the view and its children take input; containers set it from the environment
    /// (`false` under a modal overlay).
    public var isInputEnabled = true
    /// Whether the view has focus; set by the ``TerminalWindow``.
    public internal(set) var isFocused = false
    /// Called with keys the view (or a focused child) did not handle; returns whether it
    /// handled the key.
    public var onKey: ((Key) -> Bool)?
    /// The kind its ``ViewDescription`` gave it, when a description built it.
    public internal(set) var viewKind: ViewKind?
    /// The theme of the environment its description was last updated in; `nil` for views made
    /// by hand, which draw in their ancestors' theme.
    var environmentTheme: TerminalTheme?

    /// An empty view.
    public init() {}

    /// Whether the view can take focus: `false` unless a subclass says otherwise.
    open var isFocusable: Bool { false }

    /// Whether the view's outer edges are lines it draws itself (a ``PanelView``), so that a
    /// ``SplitView`` beside it needs no divider. By default, whether its only child's are.
    open var isBordered: Bool {
        children.count == 1 && children[0].isBordered
    }

    /// Replaces the shown children.
    public func setChildren(_ views: [TerminalView]) {
        for child in children where !views.contains(where: { $0 === child }) && child.parent === self {
            child.parent = nil
        }
        for view in views { view.parent = self }
        children = views
    }

    /// The size the view would like within `proposal`: by default all of it.
    open func measure(proposal: TerminalSize) -> TerminalSize {
        proposal
    }

    /// Places the view at `rect` and lays out its children.
    public func layout(in rect: TerminalRect) {
        frame = rect
        layoutChildren()
    }

    /// Lays out the children inside ``frame``: by default each fills it.
    open func layoutChildren() {
        for child in children { child.layout(in: frame) }
    }

    /// Draws the view itself (not its children) within ``frame``; by default nothing.
    open func draw(in canvas: inout TerminalCanvas) {}

    /// The keys the view answers to now, for ``handle(_:)`` and the hint footer: none unless a
    /// subclass says otherwise. Give a binding only while its action can do something (a
    /// button's Enter only while it has ``ButtonView/onPress``), so the footer never offers a
    /// key that does nothing.
    open var keyBindings: [KeyBinding] { [] }

    /// Handles a key while the view has focus, or when a focused descendant did not: runs the
    /// first of ``keyBindings`` with the key, or else ``onKey``. Returns whether the key was
    /// handled.
    open func handle(_ key: Key) -> Bool {
        if let binding = keyBindings.first(where: { $0.keys.contains(key) }) {
            binding.action(key)
            return true
        }
        return onKey?(key) ?? false
    }

    /// Handles a mouse event over the view, or over a child that did not: by default a left
    /// click runs the binding for Enter (so a click presses a button or ticks a box). Returns
    /// whether the event was handled. The window has already focused the nearest focusable
    /// view under a click.
    open func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.action == .press(.left), let binding = keyBindings.first(where: { $0.keys.contains(.enter) }) else { return false }
        binding.action(.enter)
        return true
    }

    /// The deepest view at `point` that takes input, later (upper) children first; `nil` when
    /// the point is outside, or on a view that takes no input (under a modal).
    public func hitTest(_ point: TerminalPoint) -> TerminalView? {
        guard isInputEnabled, frame.contains(point) else { return nil }
        for child in children.reversed() where child.frame.contains(point) {
            // The upper child covers what is below it, whether or not it takes input.
            return child.hitTest(point)
        }
        return self
    }

    /// Draws the view, then its children, each clipped to its frame and its ancestors'.
    /// The view's theme, if its environment set one, applies to it and its children.
    public func render(in canvas: inout TerminalCanvas) {
        let outerClip = canvas.clip
        let outerTheme = canvas.theme
        canvas.clip = outerClip.intersection(frame)
        if let environmentTheme { canvas.theme = environmentTheme }
        if !canvas.clip.isEmpty {
            draw(in: &canvas)
            for child in children { child.render(in: &canvas) }
        }
        canvas.clip = outerClip
        canvas.theme = outerTheme
    }

    /// Whether this view or a view inside it has focus.
    public var containsFocus: Bool {
        isFocused || children.contains { $0.containsFocus }
    }

    /// Whether this view is `ancestor` or shown somewhere inside it.
    public func isInside(_ ancestor: TerminalView) -> Bool {
        var view: TerminalView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.parent
        }
        return false
    }
}
