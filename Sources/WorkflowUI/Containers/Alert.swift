/// A question or a notice the person must answer before going on: a title, a message, and the
/// buttons that answer it. Show it with ``Overlay/init(alert:key:)`` over a body, or with
/// ``AlertContainerScreen``.
///
/// The answer comes back through the handler of the button chosen; a workflow typically sends
/// an action from it. An alert with a ``AlertAction/Style-swift.enum/cancel`` button can also be
/// dismissed (Escape in the terminal and on the page), which runs that button's handler; one
/// without can only be answered by a button.
///
/// ```swift
/// Alert(
///     title: "Delete “Buy milk”?",
///     message: "This cannot be undone.",
///     actions: [
///         AlertAction(title: "Cancel", style: .cancel) { sink.send(.keep) },
///         AlertAction(title: "Delete", style: .destructive) { sink.send(.delete) },
///     ]
/// )
/// ```
public struct Alert {
    /// The question or notice, shown as the alert's heading.
    public var title: String
    /// More detail under the title; empty for none.
    public var message: String
    /// The buttons, in the order the backend shows them.
    public var actions: [AlertAction]

    /// An alert headed `title` with `message` under it and a button for each of `actions`.
    ///
    /// - Parameters:
    ///   - title: The question or notice.
    ///   - message: Detail under the title; empty for none.
    ///   - actions: The answers, in order; give at most one the ``AlertAction/Style-swift.enum/cancel`` style.
    public init(title: String, message: String = "", actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    /// The button that dismissing the alert answers with: the first of
    /// ``AlertAction/Style-swift.enum/cancel`` style, or `nil` if the alert cannot be dismissed.
    public var cancelAction: AlertAction? {
        actions.first { $0.style == .cancel }
    }
}

/// One button of an ``Alert``: its title, its role, and what choosing it does.
public struct AlertAction {
    /// The role a button plays, which backends show (a destructive button stands out) and act
    /// on (dismissing the alert chooses the cancel button).
    public enum Style: Hashable, Sendable {
        /// An ordinary answer.
        case `default`
        /// Leaves things as they were; what dismissing the alert chooses.
        case cancel
        /// Destroys or discards something; shown as a warning.
        case destructive
    }

    /// The button's label.
    public var title: String
    /// Its role.
    public var style: Style
    /// Runs when the person chooses the button (after which the workflow normally stops
    /// rendering the alert).
    public var handler: () -> Void

    /// A button labelled `title` that runs `handler` when chosen.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - style: Its role; ``Style-swift.enum/default`` unless said otherwise.
    ///   - handler: What choosing it does; usually sends an action to a sink.
    public init(title: String, style: Style = .default, handler: @escaping () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
