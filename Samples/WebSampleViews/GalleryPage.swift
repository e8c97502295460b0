import WorkflowSamples
import WorkflowWebUI

/// The gallery's menu: one button per entry.
enum GalleryPage {
    static func content(_ screen: GalleryMenuScreen) -> WebElement {
        div {
            h1("Workflow gallery")
            p("Each sample is a tree of workflows running on the server; this page shows its screens.").class("muted")
            ul {
                for (index, item) in screen.items.enumerated() {
                    li { button(item) { screen.onChoose(index) } }.key(item)
                }
            }
            .class("row-list")
        }
        .class("card menu")
    }
}
