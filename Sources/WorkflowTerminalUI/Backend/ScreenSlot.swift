@_spi(Backend) import WorkflowUI

/// One place in a container view where a child screen is shown: keeps the child's view while
/// screens stay compatible, and shows a binding error in red instead of the view when there is
/// one, so a mistake is visible on screen rather than a blank.
final class ScreenSlot {
    private let container = DescribedViewContainer<TerminalBackend>()
    private var errorView: TextView?

    /// The view to lay out and draw.
    private(set) var view: TerminalView = TerminalView()

    /// Shows `screen`.
    func show(_ screen: any Screen, in environment: ViewEnvironment) {
        do {
            try container.show(screen, in: environment)
            errorView = nil
            if let shown = container.view { view = shown }
        } catch {
            let errorView = errorView ?? TextView(themeStyle: \.errorText)
            errorView.text = error.description
            self.errorView = errorView
            view = errorView
        }
    }
}
