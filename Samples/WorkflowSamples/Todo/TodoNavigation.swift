public import WorkflowUI

/// The to-do app's bars and its delete question, shared by the terminal demo's app and the
/// `todo-server` sample so that both read the same.
extension NavigationBar {
    /// An item's bar: its title, Back to the list, and Edit.
    public static func todoItem(titled title: String, onEdit: @escaping () -> Void) -> NavigationBar {
        NavigationBar(title: title, trailing: NavigationBar.Button("Edit", action: onEdit))
    }

    /// The editor's bar: Cancel (which drops the edit) and Save.
    public static func todoEditor(onCancel: @escaping () -> Void, onSave: @escaping () -> Void) -> NavigationBar {
        NavigationBar(
            title: "Edit item",
            leading: NavigationBar.Button("Cancel", action: onCancel),
            trailing: NavigationBar.Button("Save", action: onSave)
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
