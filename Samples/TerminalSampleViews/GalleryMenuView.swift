import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The gallery's menu: a titled list of the samples.
final class GalleryMenuView: TerminalView, TerminalScreenView {
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

    func update(with screen: GalleryMenuScreen, in environment: ViewEnvironment) {
        list.rows = screen.items.map { ListView.Row($0) }
        list.onActivate = screen.onChoose
    }
}
