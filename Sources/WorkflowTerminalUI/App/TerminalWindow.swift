/// A view tree on a terminal-sized screen: lays it out, keeps track of focus, routes keys,
/// and draws frames.
///
/// Keys go to the focused view first, then up through its ancestors until one handles them.
/// Keys nobody handles move the focus: Tab and Shift-Tab to the next and previous focusable
/// view, arrows to the nearest one in their direction. Only views whose ancestors all take
/// input (``TerminalView/isInputEnabled``) can have focus; when the focused view goes away,
/// the focus moves to the first one that can. A view that lost the focus because a modal
/// covered it gets it back when the modal goes.
public final class TerminalWindow {
    /// The view tree shown.
    public package(set) var root: TerminalView
    /// The screen size.
    public private(set) var size: TerminalSize
    /// The focused view, if any view can take focus.
    public private(set) weak var focusedView: TerminalView?
    /// The view that had focus when input to it was disabled (by a modal over it).
    private weak var coveredFocus: TerminalView?
    /// A line shown in red at the bottom of the screen (a rendering that could not be shown,
    /// say); `nil` shows none.
    public package(set) var banner: String?
    /// Whether the bottom row shows the hint footer: the keys that work where the focus is
    /// (see ``keyHints``). The tree is laid out above it.
    public var showsKeyHints = false
    /// Hints for keys handled before any view sees them (an app's quit keys), shown last.
    public var appKeyHints: [KeyHint] = []

    /// A window showing `root` on a screen of `size`.
    public init(root: TerminalView, size: TerminalSize) {
        self.root = root
        self.size = size
    }

    /// Changes the screen size; the next frame is laid out for it.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        layoutIsCurrent = false
    }

    /// Whether the tree is laid out as ``render()`` last laid it out and nothing has changed
    /// since, so that the next key is routed without laying the tree out again (which would
    /// double the work of a key press: once to route it, once to draw). Only an owner that
    /// sees every change sets it, right after ``render()``: ``TerminalApp``, through whose
    /// renderings, keys and resizes the tree changes, and which clears it when a rendering
    /// changes the tree. A resize and every key or mouse event clear it too.
    package var layoutIsCurrent = false

    /// Lays out the tree for the current size and settles the focus.
    public func layout() {
        let footerRows = showsKeyHints && size.rows > 1 ? 1 : 0
        root.layout(in: TerminalRect(column: 0, row: 0, columns: size.columns, rows: size.rows - footerRows))
        laidOutFocusableViews = focusableViews
        settleFocus()
    }

    /// ``focusableViews`` as of the last layout, for the work that follows it (settling the
    /// focus, the footer's Tab hint) without walking the tree again.
    private var laidOutFocusableViews: [TerminalView] = []

    /// What the hint footer shows: the bindings of the focused view and then of each ancestor,
    /// in the order keys reach them, leaving out bindings whose keys all stop at a view nearer
    /// the focus; Tab when it moves the focus; then ``appKeyHints``.
    public var keyHints: [KeyHint] {
        var claimed: Set<Key> = []
        var hints: [KeyHint] = []
        var view = focusedView ?? lastEnabledView(in: root)
        while let current = view {
            for binding in current.keyBindings where !binding.keys.allSatisfy(claimed.contains) {
                claimed.formUnion(binding.keys)
                if let hint = binding.hint, !hints.contains(hint) { hints.append(hint) }
            }
            view = current.parent
        }
        if !claimed.contains(.tab), laidOutFocusableViews.count > 1 { hints.append(KeyHint(keys: "Tab", action: "next")) }
        return hints + appKeyHints
    }

    /// Lays out and draws the tree.
    public func render() -> CellBuffer {
        layout()
        var canvas = TerminalCanvas(size: size, theme: root.environmentTheme ?? .dark)
        root.render(in: &canvas)
        if showsKeyHints, size.rows > 1 {
            KeyHintFooter.draw(keyHints, in: &canvas, row: size.rows - 1)
        }
        if let banner, size.rows > 0 {
            let row = TerminalRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
            let style = CellStyle(foreground: canvas.theme.error, isBold: true, isInverse: true)
            canvas.fill(row, with: Cell(" ", style: style))
            canvas.write(banner, at: row.origin, style: style)
        }
        return canvas.buffer
    }

    /// The views that can have focus, in tree order.
    public var focusableViews: [TerminalView] {
        var views: [TerminalView] = []
        collectFocusable(root, into: &views)
        return views
    }

    /// Gives `view` the focus if it can take it; returns whether it did.
    @discardableResult
    public func focus(_ view: TerminalView) -> Bool {
        layout()
        guard laidOutFocusableViews.contains(where: { $0 === view }) else { return false }
        setFocus(view)
        return true
    }

    /// Offers `key` to the focused view and its ancestors, then uses it to move the focus.
    /// Returns whether anything handled it.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handle(event) }
        layoutUnlessCurrent()
        var receiver = focusedView ?? lastEnabledView(in: root)
        while let view = receiver {
            if view.handle(key) { return true }
            receiver = view.parent
        }
        switch key {
        case .tab: return moveFocus(by: 1)
        case .backTab: return moveFocus(by: -1)
        case .up, .down, .left, .right: return moveFocus(toward: key)
        default: return false
        }
    }

    /// Offers a mouse event to the view under it, then to its ancestors. A left click first
    /// gives the focus to the nearest view under it that can take it; clicks on views that
    /// take no input (under a modal) do nothing. Returns whether anything handled it.
    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool {
        layoutUnlessCurrent()
        guard let hit = root.hitTest(event.position) else { return false }
        if event.action == .press(.left) {
            let focusable = laidOutFocusableViews
            var candidate: TerminalView? = hit
            while let view = candidate, !focusable.contains(where: { $0 === view }) { candidate = view.parent }
            if let candidate { setFocus(candidate) }
        }
        var receiver: TerminalView? = hit
        while let view = receiver {
            if view.handleMouse(event) { return true }
            receiver = view.parent
        }
        return false
    }

    /// Lays the tree out unless ``layoutIsCurrent``, and clears that: the event about to be
    /// handled may change the tree.
    private func layoutUnlessCurrent() {
        if !layoutIsCurrent { layout() }
        layoutIsCurrent = false
    }

    private func collectFocusable(_ view: TerminalView, into views: inout [TerminalView]) {
        guard view.isInputEnabled else { return }
        if view.isFocusable, !view.frame.isEmpty { views.append(view) }
        for child in view.children { collectFocusable(child, into: &views) }
    }

    /// Without a focused view, keys go to the deepest, topmost view that takes input.
    private func lastEnabledView(in view: TerminalView) -> TerminalView? {
        guard view.isInputEnabled else { return nil }
        for child in view.children.reversed() {
            if let found = lastEnabledView(in: child) { return found }
        }
        return view
    }

    private func settleFocus() {
        let views = laidOutFocusableViews
        if let focusedView, views.contains(where: { $0 === focusedView }) { return }
        if let focusedView, focusedView.isInside(root) {
            coveredFocus = focusedView
        }
        if let coveredFocus, views.contains(where: { $0 === coveredFocus }) {
            self.coveredFocus = nil
            setFocus(coveredFocus)
            return
        }
        setFocus(views.first)
    }

    private func setFocus(_ view: TerminalView?) {
        // Only this method sets the flag, so the previous focus is the only view that has it.
        focusedView?.isFocused = false
        focusedView = view
        view?.isFocused = true
    }

    private func moveFocus(by step: Int) -> Bool {
        let views = laidOutFocusableViews
        guard !views.isEmpty else { return false }
        let current = views.firstIndex { $0 === focusedView }
        let next = current.map { ($0 + step + views.count) % views.count } ?? 0
        setFocus(views[next])
        return true
    }

    /// Moves to the focusable view nearest in the arrow's direction, preferring views in line
    /// with the focused one.
    private func moveFocus(toward arrow: Key) -> Bool {
        guard let focusedView else { return moveFocus(by: 1) }
        let from = focusedView.frame
        var best: (view: TerminalView, score: Int)?
        for view in laidOutFocusableViews where view !== focusedView {
            let to = view.frame
            let (along, across): (Int, Int)
            switch arrow {
            case .up:
                (along, across) = (from.minRow - to.maxRow + 1, overlapDistance(from.minColumn, from.maxColumn, to.minColumn, to.maxColumn))
            case .down:
                (along, across) = (to.minRow - from.maxRow + 1, overlapDistance(from.minColumn, from.maxColumn, to.minColumn, to.maxColumn))
            case .left:
                (along, across) = (from.minColumn - to.maxColumn + 1, overlapDistance(from.minRow, from.maxRow, to.minRow, to.maxRow))
            default: (along, across) = (to.minColumn - from.maxColumn + 1, overlapDistance(from.minRow, from.maxRow, to.minRow, to.maxRow))
            }
            guard along > 0 else { continue }
            let score = along + 4 * across
            if let best, best.score <= score { continue }
            best = (view, score)
        }
        guard let best else { return false }
        setFocus(best.view)
        return true
    }

    /// How far apart two ranges are (0 when they overlap).
    private func overlapDistance(_ start: Int, _ end: Int, _ otherStart: Int, _ otherEnd: Int) -> Int {
        if otherEnd <= start { return start - otherEnd + 1 }
        if otherStart >= end { return otherStart - end + 1 }
        return 0
    }
}
