import Workflow
import WorkflowUI

/// One item's page: tick it off, or delete it after a confirmation.
///
/// The confirmation is a modal over the whole app, not over this page alone, so this child
/// does not place it: it returns it in its rendering, and the root puts it in the app's
/// overlays. A child raises a modal at the root this way without knowing where the root is.
public struct TodoDetailWorkflow: Workflow {
    /// The item shown.
    public var todo: Todo

    /// The page of `todo`.
    public init(todo: Todo) {
        self.todo = todo
    }

    /// Whether the delete confirmation is up.
    public typealias State = Bool

    /// What the page tells its parent.
    public enum Output: Equatable {
        /// Tick the item off, or back on.
        case toggleDone
        /// Delete the item: the person confirmed it.
        case delete
    }

    /// The page's screen, and the modal it asks the root to show over everything, if any.
    public struct Rendering {
        /// The page, for the back stack.
        public var screen: TodoDetailScreen
        /// The delete confirmation while it is up, for the root's overlays.
        public var modal: Overlay?
    }

    /// No confirmation at first.
    public func makeInitialState() -> Bool { false }

    /// The page, and the confirmation while `isConfirming`.
    public func render(state isConfirming: Bool, context: RenderContext<TodoDetailWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        let screen = TodoDetailScreen(
            todo: todo,
            onToggleDone: { sink.send(.toggleDone) },
            onDelete: { sink.send(.askToDelete) }
        )
        let confirmation = DeleteConfirmationScreen(
            title: todo.title,
            onConfirm: { sink.send(.confirmDelete) },
            onCancel: { sink.send(.cancelDelete) }
        )
        return Rendering(screen: screen, modal: isConfirming ? Overlay(confirmation, onDismiss: { sink.send(.cancelDelete) }) : nil)
    }

    /// What the page's screens ask for.
    public enum Action: WorkflowAction {
        /// The workflow whose state these actions change.
        public typealias WorkflowType = TodoDetailWorkflow

        /// The Done button: passed up, since the parent owns the items.
        case toggleDone
        /// The Delete button: asks first.
        case askToDelete
        /// The confirmation's Delete button.
        case confirmDelete
        /// The confirmation's Cancel button, or Escape.
        case cancelDelete

        /// Shows or hides the confirmation, or passes the decision up.
        public func apply(toState isConfirming: inout Bool, context: ApplyContext<TodoDetailWorkflow>) -> Output? {
            switch self {
            case .toggleDone:
                return .toggleDone
            case .askToDelete:
                isConfirming = true
                return nil
            case .confirmDelete:
                isConfirming = false
                return .delete
            case .cancelDelete:
                isConfirming = false
                return nil
            }
        }
    }
}
