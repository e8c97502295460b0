import WorkflowUI

/// Shows a ``TabScreen``: a ``TabBarView`` on the top row, the selected tab's screen below it. Each
/// tab keeps its view while the screen keeps the tab, so switching back finds it as it was.
///
/// Alt-1 to Alt-9 select the first to ninth tab, when nothing inside the tab used the key; the
/// selection changes only when the workflow renders it (through ``TabScreen/onSelect``).
final class TabContainerView: TerminalView {
    private var slots: [ScreenSlot] = []
    private let bar = TabBarView()
    private var titles: [String] { bar.titles }
    private var selectedIndex: Int { bar.selectedIndex }
    private var onSelect: ((Int) -> Void)? { bar.onSelect }

    static func description(of tabs: TabScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "tabs", build: { TabContainerView() }) { view, environment in
            view.show(tabs, in: environment)
        }
    }

    private func show(_ tabs: TabScreen, in environment: ViewEnvironment) {
        while slots.count < tabs.tabs.count { slots.append(ScreenSlot()) }
        slots.removeLast(slots.count - tabs.tabs.count)
        bar.titles = tabs.tabs.map(\.title)
        bar.selectedIndex = tabs.selectedIndex
        let select = tabs.onSelect
        let selected = tabs.selectedIndex
        bar.onSelect = select.map { select in { index in if index != selected { select(index) } } }
        let slot = slots[selectedIndex]
        slot.show(tabs.selectedTab.screen, in: environment)
        setChildren([bar, slot.view])
    }

    /// The tab bar takes the top row; the selected tab the rest.
    override func layoutChildren() {
        bar.layout(in: TerminalRect(column: frame.minColumn, row: frame.minRow, columns: frame.size.columns, rows: min(1, frame.size.rows)))
        let body = TerminalRect(
            column: frame.minColumn, row: frame.minRow + 1,
            columns: frame.size.columns, rows: max(0, frame.size.rows - 1)
        )
        for child in children where child !== bar { child.layout(in: body) }
    }

    /// Alt and a digit selects that tab (counting from 1), if there is one and it is not
    /// already selected.
    override var keyBindings: [KeyBinding] {
        guard let onSelect, titles.count > 1 else { return [] }
        let count = min(9, titles.count)
        let keys = (1...count).map { Key.alt(Character(String($0))) }
        return [
            KeyBinding(keys: keys, shown: "Alt-1…\(count)", "tabs") { key in
                guard case .alt(let character) = key, let digit = character.wholeNumberValue else { return }
                onSelect(digit - 1)
            }
        ]
    }
}
