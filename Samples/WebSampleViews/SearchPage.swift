import WorkflowSamples
import WorkflowWebUI

/// Search as you type: the field, where the search stands, and the results as buttons.
enum SearchPage {
    static func content(_ screen: SearchScreen) -> WebElement {
        div {
            h1("Search")
            textField(value: screen.query, placeholder: "Type to search", onInput: screen.onQueryChanged)
                .attribute("aria-label", "Search")
                .attribute("autocomplete", "off")
            p(screen.statusText).class("muted")
            ul {
                for title in screen.results {
                    li { button(title) { screen.onResultSelected(title) } }.key(title)
                }
            }
            .class("row-list")
        }
        .class("card")
    }
}
