import WorkflowUI

/// Offers to bring back an item that was just deleted.
public struct UndoScreen: Screen {
    /// The title of the deleted item.
    public var title: String
    /// Call to put the item back.
    public var onUndo: () -> Void
}
