#if WebServer
import WorkflowUI
import WorkflowWebUI

/// The to-do app's page: its screens (a back stack with the delete confirmation over it, or
/// the not-found screen), where they are, and a problem to report, if any.
struct TodoAppScreen: WebScreen {
    var content: any Screen
    /// Who is signed in.
    var user: String
    /// The URL (below `/todo`) and title of what `content` shows.
    var location: WebLocation
    var problem: String?
    /// Who is viewing a shared list ("alice, bob"); `nil` for a user's own.
    var viewers: [String]?

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            nav {
                element("a") { "Home" }.attribute("href", "/")
                span("Signed in as \(user)").class("muted")
                // A plain link: the page's policy allows no form posts, and signing out
                // needs nothing a cross-site request could abuse.
                element("a") { "Sign out" }.attribute("href", "/logout")
            }
            .class("site-nav")
            if let problem { p(problem).class("problem").attribute("role", "alert") }
            if let viewers { p("Viewing now: \(viewers.joined(separator: ", "))").class("presence").attribute("aria-live", "polite") }
            WebNode.screen(content, key: "content")
        }
    }
}

/// What a URL naming none of the user's items shows: served with `404`.
struct TodoNotFoundScreen: WebScreen {
    var onShowList: () -> Void

    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            h1("Not found")
            p("There is no such item in your list.").class("muted")
            div { button("Show the list", onClick: onShowList).class("primary") }.class("actions")
        }
        .class("card")
    }
}
#endif
