import WorkflowSamples
import WorkflowWebUI

/// The email browser's two panes.
enum EmailPages {
    static func inbox(_ screen: InboxScreen) -> WebElement {
        div {
            h2("Inbox")
            // Kept as rows: selecting a message changes two rows' class in place.
            rows(screen.rows, key: \.id, tag: "ul") { row in
                li {
                    button("\(row.from) — \(row.subject)") { screen.onMessageSelected(row.id) }
                }
                .class(row.isSelected ? "selected" : "")
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
