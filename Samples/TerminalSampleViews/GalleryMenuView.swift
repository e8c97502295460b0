import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The gallery's menu: a titled list of the samples.
final class GalleryMenuView: TerminalView, TerminalScreenView {
    private let list = ListView()

    override init() {
        super.init()
        list.activationHint = "open"
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([
            StackView.Item(
                TextView("Samples of the Workflow architecture, shown by the terminal backend.", themeStyle: \.secondary), .fit,
                priority: -1),
            StackView.Item(list, .fill, minimum: 3),
        ])
        setChildren([PanelView(title: "Workflow gallery", content: stack)])
    }

    func update(with screen: GalleryMenuScreen, in environment: ViewEnvironment) {
        list.rows = screen.items.map { ListView.Row($0) }
        list.onActivate = screen.onChoose
    }
}
