import WorkflowSamples
import WorkflowWebUI

/// The to-do app: the list, an item and its editor (the delete question is an alert, drawn by
/// the backend).
enum TodoPages {
    static func list(_ screen: TodoListScreen) -> WebElement {
        div {
            h1("To-do list")
            rows(screen.rows, key: \.id, tag: "ul") { row in
                li {
                    button(row.isDone ? "✓ \(row.title)" : row.title) { screen.onOpen(row.id) }
                        .class(row.isDone ? "done" : "")
                }
            }
            .class("row-list")
            div { button("Add", onClick: screen.onAdd).class("primary") }.class("actions")
        }
        .class("card")
    }

    /// The item's state, Mark done and Delete; its title, Back and Edit are on the frame's bar.
    static func detail(_ screen: TodoDetailScreen) -> WebElement {
        div {
            p(screen.isDone ? "Done." : "Not done yet.").class("muted")
            div {
                button(screen.isDone ? "Mark not done" : "Mark done", onClick: screen.onToggleDone).class("primary")
                button("Delete", onClick: screen.onDelete).class("danger")
            }
            .class("actions")
        }
        .class("card")
    }

    /// The title's field; Enter submits. Cancel and Save are on the frame's bar.
    static func edit(_ screen: TodoEditScreen) -> WebElement {
        form(onSubmit: screen.onSave) {
            textField(value: screen.draft, placeholder: "What needs doing?", onInput: screen.onDraftChanged)
                .attribute("aria-label", "Title")
        }
        .class("card")
    }
}
