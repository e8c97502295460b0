public import WorkflowUI

/// The to-do list: every item, one of which can be opened.
public struct TodoListScreen: Screen {
    /// One listed item.
    public struct Row: Equatable, Sendable {
        /// The item's id.
        public var id: Int
        /// The item's title, as the list shows it.
        public var title: String
        /// Whether it is done.
        public var isDone: Bool
    }

    /// The items, in order.
    public var rows: [Row]
    /// Opens an item's details.
    public var onOpen: (Int) -> Void
    /// Adds an empty item and edits it.
    public var onAdd: () -> Void
}

/// One item's details, from which it can be edited, ticked off or deleted.
public struct TodoDetailScreen: Screen {
    /// The item's title.
    public var title: String
    /// Whether it is done.
    public var isDone: Bool
    /// Marks it done, or not done.
    public var onToggleDone: () -> Void
    /// Edits its title.
    public var onEdit: () -> Void
    /// Asks to delete it (a confirmation follows).
    public var onDelete: () -> Void
}

/// Editing an item's title.
public struct TodoEditScreen: Screen {
    /// The title as edited so far.
    public var draft: String
    /// Replaces the edited title.
    public var onDraftChanged: (String) -> Void
    /// Saves the edited title and goes back to the details.
    public var onSave: () -> Void
}

/// Asks whether to delete an item; shown as a modal over the rest.
public struct DeleteConfirmationScreen: Screen {
    /// The title of the item to delete.
    public var title: String
    /// Deletes it.
    public var onConfirm: () -> Void
    /// Keeps it.
    public var onCancel: () -> Void
}
