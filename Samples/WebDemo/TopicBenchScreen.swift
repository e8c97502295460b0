#if WebServer
import WorkflowUI
import WorkflowWebUI

/// The topic bench's page: one line the load tool reads ("Heard 17 messages, last #17", a
/// single text change per message heard), the Publish button it clicks, and lines that appear
/// only when something went wrong.
struct TopicBenchScreen: WebScreen {
    var heard: Int
    var last: Int
    var outOfOrder: Int
    var interruptions: Int
    var problem: String?
    var onPublish: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            p("Heard \(heard) message\(heard == 1 ? "" : "s"), last #\(last)")
            if outOfOrder > 0 { p("\(outOfOrder) out of order") }
            if interruptions > 0 { p("Interrupted \(interruptions) times: messages may have been missed") }
            if let problem { p(problem) }
            // The mark the load tool looks for in the page to find what to click.
            button("Publish", onClick: onPublish).attribute("data-load-target", "")
        }
    }
}
#endif
