import WorkflowUI

/// One item's page as a view model.
public struct TodoDetailScreen: Screen {
    /// The item shown.
    public var todo: Todo
    /// Call when the person ticks the item off, or back on.
    public var onToggleDone: () -> Void
    /// Call when the person asks to delete the item.
    public var onDelete: () -> Void
}
