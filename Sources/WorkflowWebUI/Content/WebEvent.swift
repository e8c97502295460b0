/// The browser events a declared element can handle.
enum WebEvent: String, CaseIterable, Comparable, Sendable {
    case click
    case input
    case submit
    case keydown
    /// The browser's Back button, or Escape outside a modal: sent to the innermost element
    /// that handles it.
    case back
    /// The browser's Back or Forward moved to another URL of the app (only for apps whose
    /// URLs mean something): sent to the root, with the URL as the value.
    case navigate

    static func < (lhs: WebEvent, rhs: WebEvent) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What an element does with an event: call an action, or pass on the value the event carries
/// (a field's text, a key's name).
enum WebHandler {
    case action(() -> Void)
    case value((String) -> Void)

    func call(with value: String?) {
        switch self {
        case .action(let action): action()
        case .value(let handler): handler(value ?? "")
        }
    }
}
