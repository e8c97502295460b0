import WorkflowSamples
import WorkflowWebUI

/// The to-do app: the list, an item, its editor and the delete confirmation.
enum TodoPages {
    static func list(_ screen: TodoListScreen) -> WebElement {
        div {
            h1("To-do list")
            ul {
                for row in screen.rows {
                    li {
                        button(row.isDone ? "✓ \(row.title)" : row.title) { screen.onOpen(row.id) }
                            .class(row.isDone ? "done" : "")
                    }
                    .key(String(row.id))
                }
            }
            .class("row-list")
            div { button("Add", onClick: screen.onAdd).class("primary") }.class("actions")
        }
        .class("card")
    }

    static func detail(_ screen: TodoDetailScreen, goBack: (() -> Void)?) -> WebElement {
        div {
            h1(screen.title)
            p(screen.isDone ? "Done." : "Not done yet.").class("muted")
            div {
                button(screen.isDone ? "Mark not done" : "Mark done", onClick: screen.onToggleDone).class("primary")
                button("Edit", onClick: screen.onEdit)
                button("Delete", onClick: screen.onDelete).class("danger")
                if let goBack { button("Back", onClick: goBack) }
            }
            .class("actions")
        }
        .class("card")
    }

    static func edit(_ screen: TodoEditScreen) -> WebElement {
        form(onSubmit: screen.onSave) {
            h1("Edit")
            textField(value: screen.draft, placeholder: "What needs doing?", onInput: screen.onDraftChanged)
                .attribute("aria-label", "Title")
            div { element("button") { "Save" }.attribute("type", "submit").class("primary") }.class("actions")
        }
        .class("card")
    }

    static func deleteConfirmation(_ screen: DeleteConfirmationScreen) -> WebElement {
        div {
            h2("Delete “\(screen.title)”?")
            div {
                button("Delete", onClick: screen.onConfirm).class("danger")
                button("Keep", onClick: screen.onCancel)
            }
            .class("actions")
        }
        .onBack(screen.onCancel)
    }
}
