import WorkflowUI

/// Shows a ``SplitScreen``: its two sides in a ``SplitView``.
final class SplitContainerView: SplitView {
    private let leading = ScreenSlot()
    private let trailing = ScreenSlot()

    static func description(of split: any AnySplitScreen) -> ViewDescription<TerminalBackend> {
        .terminal(kind: "split", build: { SplitContainerView() }) { view, environment in
            view.ratio = split.ratio
            view.leading.show(split.leadingScreen, in: environment)
            view.trailing.show(split.trailingScreen, in: environment)
            view.setChildren([view.leading.view, view.trailing.view])
        }
    }
}
