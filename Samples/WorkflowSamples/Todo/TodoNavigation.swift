public import WorkflowUI

/// The to-do app's item and editor frames, with their bars, and its delete question, shared by
/// the terminal demo's app and the `todo-server` sample so that both read the same.
extension BackStackScreen.Frame {
    /// An item's details under a bar with its title, Back to the list, and Edit.
    public static func todoItem(
        titled title: String,
        isDone: Bool,
        onToggleDone: @escaping () -> Void,
        onDelete: @escaping () -> Void,
        onEdit: @escaping () -> Void
    ) -> BackStackScreen.Frame {
        BackStackScreen.Frame(
            TodoDetailScreen(title: title, isDone: isDone, onToggleDone: onToggleDone, onDelete: onDelete),
            bar: NavigationBar(title: title, trailing: NavigationBar.Button("Edit", action: onEdit))
        )
    }

    /// The title's editor under a bar with Cancel (which drops the edit) and Save.
    public static func todoEditor(
        draft: String,
        onDraftChanged: @escaping (String) -> Void,
        onSave: @escaping () -> Void,
        onCancel: @escaping () -> Void
    ) -> BackStackScreen.Frame {
        BackStackScreen.Frame(
            TodoEditScreen(draft: draft, onDraftChanged: onDraftChanged, onSave: onSave),
            bar: NavigationBar(
                title: "Edit item",
                leading: NavigationBar.Button("Cancel", action: onCancel),
                trailing: NavigationBar.Button("Save", action: onSave)
            )
        )
    }
}

extension Alert {
    /// Asks before deleting the item titled `title`; Keep is the answer that dismissing gives.
    public static func deleteTodo(titled title: String, onDelete: @escaping () -> Void, onKeep: @escaping () -> Void) -> Alert {
        Alert(
            title: "Delete “\(title)”?",
            message: "It is gone for good.",
            actions: [
                AlertAction(title: "Keep", style: .cancel, handler: onKeep),
                AlertAction(title: "Delete", style: .destructive, handler: onDelete),
            ]
        )
    }
}
