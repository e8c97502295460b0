import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// Search as you type: the query field, where the search stands (spinning while it runs), and
/// the results to pick from.
final class SearchView: TerminalView, TerminalScreenView {
    private let field = TextFieldView(placeholder: "Type to search")
    private let status = SpinnerView()
    private let results = ListView()

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        results.activationHint = "pick"
        stack.setItems([
            StackView.Item(field, .fixed(1)),
            StackView.Item(status, .fit, priority: -1),
            StackView.Item(results, .fill, minimum: 3),
        ])
        setChildren([PanelView(title: "Search", content: stack)])
    }

    func update(with screen: SearchScreen, in environment: ViewEnvironment) {
        field.text = screen.query
        field.onChange = screen.onQueryChanged
        status.label = screen.statusText
        status.isSpinning = screen.status == .searching
        status.tick = screen.spinnerTick
        results.rows = screen.results.map { ListView.Row($0) }
        let titles = screen.results
        results.onActivate = { screen.onResultSelected(titles[$0]) }
    }
}
