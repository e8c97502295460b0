import WorkflowSamples
import WorkflowTerminalUI
import WorkflowUI

/// The stopwatch: the elapsed time, ticking by itself, the current minute as a bar, and its
/// two buttons.
final class StopwatchView: TerminalView, TerminalScreenView {
    private let elapsed = TextView(style: CellStyle().bold)
    private let minute = ProgressBarView(showsPercentage: false)
    private let startOrPause = ButtonView()
    private let reset = ButtonView("Reset")

    override init() {
        super.init()
        let buttons = StackView(.horizontal, spacing: 2)
        buttons.setItems([(startOrPause, .fit), (reset, .fit)])
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(elapsed, .fit), (minute, .fixed(1)), (buttons, .fixed(1))])
        setChildren([PanelView(title: "Stopwatch", content: stack)])
    }

    func update(with screen: StopwatchScreen, in environment: ViewEnvironment) {
        elapsed.text = screen.elapsedText
        minute.fraction = Double(screen.elapsedSeconds % 60) / 60
        startOrPause.title = screen.isRunning ? "Pause" : "Start"
        startOrPause.onPress = screen.onStartOrPause
        reset.onPress = screen.onReset
    }
}
