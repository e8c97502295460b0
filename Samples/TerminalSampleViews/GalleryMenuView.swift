import WorkflowSamples
import WorkflowTerminalUI

/// The gallery's menu: a titled list of the samples.
final class GalleryMenuView: TerminalView {
    private let list = ListView()

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([
            (TextView("Choose a sample with ↑ ↓ and Enter. Esc goes back; Ctrl-C quits."), .fit),
            (list, .fill),
        ])
        setChildren([PanelView(title: "Workflow gallery", content: stack)])
    }

    func show(_ screen: GalleryMenuScreen) {
        list.rows = screen.items.map { ListView.Row($0) }
        list.onActivate = screen.onChoose
    }
}
