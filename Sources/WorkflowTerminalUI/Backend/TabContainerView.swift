import WorkflowUI

/// Shows a ``TabScreen``: a tab bar on the top row, the selected tab's screen below it. Each
/// tab keeps its view while the screen keeps the tab, so switching back finds it as it was.
///
/// Alt-1 to Alt-9 select the first to ninth tab, when nothing inside the tab used the key; the
/// selection changes only when the workflow renders it (through ``TabScreen/onSelect``).
final class TabContainerView: TerminalView {
    private var slots: [ScreenSlot] = []
    private var titles: [String] = []
    private var selectedIndex = 0
    private var onSelect: ((Int) -> Void)?

    static func description(of tabs: TabScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "tabs", build: { TabContainerView() }) { view, environment in
            view.show(tabs, in: environment)
        }
    }

    private func show(_ tabs: TabScreen, in environment: ViewEnvironment) {
        while slots.count < tabs.tabs.count { slots.append(ScreenSlot()) }
        slots.removeLast(slots.count - tabs.tabs.count)
        titles = tabs.tabs.map(\.title)
        selectedIndex = tabs.selectedIndex
        onSelect = tabs.onSelect
        let slot = slots[selectedIndex]
        slot.show(tabs.selectedTab.screen, in: environment)
        setChildren([slot.view])
    }

    /// The tab bar takes the top row; the selected tab the rest.
    override func layoutChildren() {
        let body = TerminalRect(
            column: frame.minColumn, row: frame.minRow + 1,
            columns: frame.size.columns, rows: max(0, frame.size.rows - 1)
        )
        for child in children { child.layout(in: body) }
    }

    /// Draws the tab bar: each title with its Alt-digit, the selected one inverse.
    override func draw(in canvas: inout TerminalCanvas) {
        var column = frame.minColumn
        for (index, title) in titles.enumerated() {
            let label = index < 9 ? " \(title) (Alt-\(index + 1)) " : " \(title) "
            let style = index == selectedIndex ? CellStyle(foreground: canvas.theme.accent, isBold: true, isInverse: true) : canvas.theme.secondary
            column += canvas.write(label, at: TerminalPoint(column: column, row: frame.minRow), style: style)
            column += canvas.write("│", at: TerminalPoint(column: column, row: frame.minRow), style: canvas.theme.border(containingFocus: false))
        }
    }

    /// Alt and a digit selects that tab (counting from 1), if there is one and it is not
    /// already selected.
    override var keyBindings: [KeyBinding] {
        guard let onSelect, titles.count > 1 else { return [] }
        let count = min(9, titles.count)
        let keys = (1...count).map { Key.alt(Character(String($0))) }
        let selectedIndex = selectedIndex
        return [KeyBinding(keys: keys, shown: "Alt-1…\(count)", "tabs") { key in
            guard case .alt(let character) = key, let digit = character.wholeNumberValue, digit - 1 != selectedIndex else { return }
            onSelect(digit - 1)
        }]
    }
}
