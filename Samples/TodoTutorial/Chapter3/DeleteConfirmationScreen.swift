import WorkflowUI

/// Asks whether to delete an item.
public struct DeleteConfirmationScreen: Screen {
    /// The title of the item that would be deleted.
    public var title: String
    /// Call when the person confirms.
    public var onConfirm: () -> Void
    /// Call when the person changes their mind.
    public var onCancel: () -> Void
}
