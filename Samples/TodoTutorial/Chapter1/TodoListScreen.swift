import WorkflowUI

/// The list as a view model: the items, and what to call when one is chosen.
public struct TodoListScreen: Screen {
    /// The items, top first.
    public var todos: [Todo]
    /// Call with the index of the item the person chose.
    public var onSelect: (Int) -> Void

    /// A list of `todos` that calls `onSelect` with the index of the chosen one.
    public init(todos: [Todo], onSelect: @escaping (Int) -> Void) {
        self.todos = todos
        self.onSelect = onSelect
    }
}
