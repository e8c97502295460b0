import WorkflowSamples
import WorkflowWebUI

/// The stopwatch: the elapsed time, which the server updates every second with no event from
/// the page, and its two buttons.
enum StopwatchPage {
    static func content(_ screen: StopwatchScreen) -> WebElement {
        div {
            h1("Stopwatch")
            p(screen.elapsedText).class("elapsed").attribute("aria-live", "off")
            div {
                button(screen.isRunning ? "Pause" : "Start", onClick: screen.onStartOrPause).class("primary")
                button("Reset", onClick: screen.onReset)
            }
            .class("actions")
        }
        .class("card")
    }
}
