@_spi(Backend) import WorkflowUI

/// A terminal container's ``WorkflowUI/ViewSlot``: the child's view, or the binding error in
/// red text in its place.
final class ScreenSlot {
    private var slot = ViewSlot<TerminalBackend>()
    private var errorView: TextView?

    /// The view to lay out and draw.
    private(set) var view: TerminalView = TerminalView()

    /// Shows `screen`.
    func show(_ screen: any Screen, in environment: ViewEnvironment) {
        slot.show(screen, in: environment)
        if let error = slot.error {
            let errorView = errorView ?? TextView(themeStyle: \.errorText)
            errorView.text = error.description
            self.errorView = errorView
            view = errorView
        } else {
            errorView = nil
            if let shown = slot.view { view = shown }
        }
    }
}
