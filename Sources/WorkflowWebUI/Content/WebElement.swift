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
    /// The element's fields, shared by its copies until one changes (copy on write). Screens are
    /// described on every update and the reconciler reads their elements through copies; a copy
    /// of an element is then one reference, not seven fields to retain and release.
    private var storage: Storage

    /// The tag name, such as `div`.
    public var tag: String { storage.tag }
    /// The attributes in the order they were declared; each name appears once.
    public var attributes: [(name: String, value: String)] { storage.attributes }
    /// The event handlers, by event.
    var handlers: WebHandlers { storage.handlers }
    /// The children, in order.
    public var children: [WebNode] { storage.children }
    /// Keeps the element's identity among its siblings; `nil` matches by position.
    public var key: String? { storage.key }
    /// The stream whose items are this element's children, for a stream's container.
    var streamContent: WebStreamContent? {
        get { storage.streamContent }
        set { writableStorage().streamContent = newValue }
    }
    /// The compactly kept list whose rows are this element's children, for a rows container.
    var rowsContent: (any DeclaredRows)? {
        get { storage.rowsContent }
        set { writableStorage().rowsContent = newValue }
    }

    /// An element with a tag name and children.
    ///
    /// The tag must be a valid HTML name (letters, digits and hyphens, starting with a letter);
    /// anything else stops the program with a message naming it, because tags come from code,
    /// never from users.
    public init(_ tag: String, children: [WebNode] = []) {
        storage = Storage(tag: HTMLName.required(tag, as: "tag"), children: children)
    }

    /// An element whose tag is one of the DSL's own lower-case literals (`div`, `button`…),
    /// which need no check: checking costs a few percent of describing a small screen.
    init(knownTag tag: String, children: [WebNode]) {
        storage = Storage(tag: tag, children: children)
    }

    /// The storage, made this element's own first if a copy shares it.
    private mutating func writableStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Sets `name` to `value` (or removes it, for `nil`); `name` is checked and in lower case.
    private mutating func setAttribute(_ name: String, _ value: String?) {
        let storage = writableStorage()
        // Setting a new name is the usual case: no pass that copies the array to remove nothing.
        if storage.attributes.contains(where: { $0.name == name }) {
            storage.attributes.removeAll { $0.name == name }
        }
        if let value { storage.attributes.append((name, value)) }
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
            !HTMLName.isReservedAttribute(lowered),
            "attribute \"\(name)\" is reserved: data-wf… attributes belong to the web backend, and event handlers are set with onClick(_:), onInput(_:) and the like"
        )
        var copy = self
        copy.setAttribute(lowered, value)
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
        copy.writableStorage().key = key
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

    /// This element with an attribute whose name the backend itself chose and knows to be valid
    /// and in lower case, so that it skips the checks ``attribute(_:_:)`` makes on a caller's
    /// name: a `data-wf…` one (such as a stream's limit), a DSL element's own (a button's
    /// `type`), or a container's (`role`, `aria-…`, `style`, `data-depth`).
    consuming func knownAttribute(_ name: String, _ value: String) -> WebElement {
        var copy = self
        copy.setAttribute(name, value)
        return copy
    }

    private consuming func on(_ event: WebEvent, _ handler: WebHandler) -> WebElement {
        var copy = self
        copy.writableStorage().handlers[event] = handler
        return copy
    }

    /// The fields of an element and of its copies until one changes.
    ///
    /// Its variables are not checked for exclusive access at run time, which would cost two
    /// calls into the runtime for every read (a tenth of describing a small screen). No two
    /// accesses to them can overlap: each is a single read or a single write in this file, no
    /// write calls out to code that could touch the storage meanwhile (the closures it runs,
    /// `removeAll`'s and `contains`'s, only compare names), and a write happens only in a
    /// storage no other `WebElement` shares (`writableStorage()`). `WebElement` is not
    /// `Sendable`, so no other thread reaches the storage either.
    private final class Storage {
        let tag: String
        @exclusivity(unchecked) var attributes: [(name: String, value: String)] = []
        @exclusivity(unchecked) var handlers = WebHandlers()
        let children: [WebNode]
        @exclusivity(unchecked) var key: String?
        @exclusivity(unchecked) var streamContent: WebStreamContent?
        @exclusivity(unchecked) var rowsContent: (any DeclaredRows)?

        init(tag: String, children: [WebNode]) {
            self.tag = tag
            self.children = children
        }

        /// A storage of its own for a copy about to change.
        func copy() -> Storage {
            let copy = Storage(tag: tag, children: children)
            copy.attributes = attributes
            copy.handlers = handlers
            copy.key = key
            copy.streamContent = streamContent
            copy.rowsContent = rowsContent
            return copy
        }
    }
}
