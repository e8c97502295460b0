import WorkflowSamples
import WorkflowWebUI

/// The flows' prompt: a title, a message and its buttons.
enum PromptPage {
    static func content(_ screen: PromptScreen) -> WebElement {
        div {
            h2(screen.title)
            p(screen.message)
            div {
                for (index, choice) in screen.buttons.enumerated() {
                    button(choice.title, onClick: choice.onPress).class(index == 0 ? "primary" : "").key(choice.title)
                }
            }
            .class("actions")
        }
        .class("card")
    }
}
