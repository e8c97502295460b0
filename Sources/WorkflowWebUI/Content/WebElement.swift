/// An HTML element in declared web content: a tag, attributes, event handlers, children, and
/// an optional key that keeps its identity when its siblings move.
///
/// Make elements with the DSL (``div(_:)``, ``button(_:onClick:)``, …) and refine them with
/// modifiers:
///
/// ```swift
/// div {
///     h1("Inbox")
///     for message in messages {
///         button(message.subject) { select(message.id) }
///             .class(message.id == selected ? "row selected" : "row")
///             .key(message.id)
///     }
/// }
/// .class("inbox")
/// ```
public struct WebElement {
    /// The tag name, such as `div`.
    public let tag: String
    /// The attributes in the order they were declared; each name appears once.
    public private(set) var attributes: [(name: String, value: String)] = []
    /// The event handlers, by event.
    var handlers = WebHandlers()
    /// The children, in order.
    public internal(set) var children: [WebNode]
    /// Keeps the element's identity among its siblings; `nil` matches by position.
    public private(set) var key: String?
    /// The stream whose items are this element's children, for a stream's container.
    var streamContent: WebStreamContent?
    /// The compactly kept list whose rows are this element's children, for a rows container.
    var rowsContent: (any DeclaredRows)?

    /// An element with a tag name and children.
    ///
    /// The tag must be a valid HTML name (letters, digits and hyphens, starting with a letter);
    /// anything else stops the program with a message naming it, because tags come from code,
    /// never from users.
    public init(_ tag: String, children: [WebNode] = []) {
        self.tag = HTMLName.required(tag, as: "tag")
        self.children = children
    }

    /// The value of the attribute `name`, if set.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    // MARK: Modifiers

    /// This element with the attribute `name` set to `value` (or removed, for `nil`).
    ///
    /// The name must be a valid attribute name and not `data-wf…`, which the backend uses for
    /// its own bookkeeping; event handler attributes (`onclick`, …) are refused too: use the
    /// handler modifiers. The value may be anything: it is escaped when written.
    public consuming func attribute(_ name: String, _ value: String?) -> WebElement {
        let lowered = HTMLName.required(name, as: "attribute")
        precondition(
            !lowered.hasPrefix("data-wf") && !lowered.hasPrefix("on"),
            "attribute \"\(name)\" is reserved: data-wf… attributes belong to the web backend, and event handlers are set with onClick(_:), onInput(_:) and the like"
        )
        var copy = self
        // Setting a new name is the usual case: no pass that copies the shared array to remove nothing.
        if copy.attributes.contains(where: { $0.name == lowered }) {
            copy.attributes.removeAll { $0.name == lowered }
        }
        if let value { copy.attributes.append((lowered, value)) }
        return copy
    }

    /// This element with its `class` attribute set.
    public consuming func `class`(_ names: String) -> WebElement {
        attribute("class", names)
    }

    /// This element with its `id` attribute set.
    public consuming func id(_ id: String) -> WebElement {
        attribute("id", id)
    }

    /// This element with a boolean attribute (such as `disabled`) present or absent.
    public consuming func flag(_ name: String, _ isOn: Bool) -> WebElement {
        attribute(name, isOn ? "" : nil)
    }

    /// This element keyed: among its siblings it keeps its identity (and its page element,
    /// with its focus and scroll position) while they are inserted, removed and moved.
    public consuming func key(_ key: String) -> WebElement {
        var copy = self
        copy.key = key
        return copy
    }

    /// This element calling `handler` when clicked.
    public consuming func onClick(_ handler: @escaping () -> Void) -> WebElement {
        on(.click, .action(handler))
    }

    /// This element calling `handler` with its new value as the person types (for `input`
    /// and `textarea`).
    public consuming func onInput(_ handler: @escaping (String) -> Void) -> WebElement {
        on(.input, .value(handler))
    }

    /// This element calling `handler` when its form is submitted (the page does not reload).
    public consuming func onSubmit(_ handler: @escaping () -> Void) -> WebElement {
        on(.submit, .action(handler))
    }

    /// This element calling `handler` with the key's name (as the browser's `KeyboardEvent.key`
    /// gives it, such as `"Enter"` or `"a"`) for each key pressed while it has focus.
    public consuming func onKeyDown(_ handler: @escaping (String) -> Void) -> WebElement {
        on(.keydown, .value(handler))
    }

    /// This element calling `handler` when the person navigates back — the browser's Back
    /// button, or Escape outside a modal — while it is the innermost element on the page that
    /// handles back. The back stack container uses it; a screen can use it to intercept back.
    public consuming func onBack(_ handler: @escaping () -> Void) -> WebElement {
        on(.back, .action(handler))
    }

    /// This element with a `data-wf…` attribute the backend itself sets, such as a stream's limit.
    consuming func reservedAttribute(_ name: String, _ value: String) -> WebElement {
        var copy = self
        copy.attributes.removeAll { $0.name == name }
        copy.attributes.append((name, value))
        return copy
    }

    private consuming func on(_ event: WebEvent, _ handler: WebHandler) -> WebElement {
        var copy = self
        copy.handlers[event] = handler
        return copy
    }
}
