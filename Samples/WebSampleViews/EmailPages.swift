import WorkflowSamples
import WorkflowWebUI

/// The email browser's two panes.
enum EmailPages {
    static func inbox(_ screen: InboxScreen) -> WebElement {
        div {
            h2("Inbox")
            ul {
                for row in screen.rows {
                    li {
                        button("\(row.from) — \(row.subject)") { screen.onMessageSelected(row.id) }
                    }
                    .class(row.isSelected ? "selected" : "")
                    .key(row.id.description)
                }
            }
            .class("row-list")
        }
        .class("card")
    }

    static func message(_ screen: MessageScreen) -> WebElement {
        div {
            h2(screen.title)
            if !screen.from.isEmpty { p("From \(screen.from)").class("muted") }
            p(screen.body).class("message-body")
        }
        .class("card")
    }
}
