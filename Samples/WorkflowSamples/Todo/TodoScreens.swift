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

        /// A row showing item `id`, titled `title`, ticked off if `isDone`.
        public init(id: Int, title: String, isDone: Bool) {
            self.id = id
            self.title = title
            self.isDone = isDone
        }
    }

    /// The items, in order.
    public var rows: [Row]
    /// Opens an item's details.
    public var onOpen: (Int) -> Void
    /// Adds an empty item and edits it.
    public var onAdd: () -> Void

    /// A list of `rows`; `onOpen` gets the id of the row chosen.
    public init(rows: [Row], onOpen: @escaping (Int) -> Void, onAdd: @escaping () -> Void) {
        self.rows = rows
        self.onOpen = onOpen
        self.onAdd = onAdd
    }
}

/// One item's details, from which it can be ticked off or deleted; its frame's navigation bar
/// (``WorkflowUI/BackStackScreen/Frame/todoItem(titled:isDone:onToggleDone:onDelete:onEdit:)``) holds its title and Edit.
public struct TodoDetailScreen: Screen {
    /// The item's title.
    public var title: String
    /// Whether it is done.
    public var isDone: Bool
    /// Marks it done, or not done.
    public var onToggleDone: () -> Void
    /// Asks to delete it (a confirmation follows).
    public var onDelete: () -> Void

    /// The details of an item titled `title`, with what each of its buttons does.
    public init(title: String, isDone: Bool, onToggleDone: @escaping () -> Void, onDelete: @escaping () -> Void) {
        self.title = title
        self.isDone = isDone
        self.onToggleDone = onToggleDone
        self.onDelete = onDelete
    }
}

/// Editing an item's title; Enter saves, and the frame's navigation bar
/// (``WorkflowUI/BackStackScreen/Frame/todoEditor(draft:onDraftChanged:onSave:onCancel:)``) has Cancel and Save.
public struct TodoEditScreen: Screen {
    /// The title as edited so far.
    public var draft: String
    /// Replaces the edited title.
    public var onDraftChanged: (String) -> Void
    /// Saves the edited title and goes back to the details.
    public var onSave: () -> Void

    /// An editor holding `draft`, reporting each change of it and the save.
    public init(draft: String, onDraftChanged: @escaping (String) -> Void, onSave: @escaping () -> Void) {
        self.draft = draft
        self.onDraftChanged = onDraftChanged
        self.onSave = onSave
    }
}
