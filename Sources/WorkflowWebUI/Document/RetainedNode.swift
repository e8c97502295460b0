import WorkflowUI

/// The server's copy of one element of the page: what the browser shows now, with the id the
/// page knows it by and the handlers its events call.
final class RetainedElement {
    let id: Int
    let tag: String
    var attributes: [(name: String, value: String)]
    var handlers: WebHandlers
    let key: String?
    var children: [RetainedChild]
    /// A stream or kept rows, which few elements contain: boxed apart so that every other
    /// element is 24 bytes smaller (a page keeps one object per element it shows). Once made,
    /// the box stays with its element even when emptied, which is rare and costs 48 bytes.
    private var containedContent: ContainedContent?

    /// For a stream's container, the stream: its items are sent, never kept here.
    var streamContent: WebStreamContent? {
        get { containedContent?.stream }
        set { box(for: newValue)?.stream = newValue }
    }

    /// For a rows container, its rows: kept as items, never as elements (`children` is empty).
    var rows: (any RetainedRows)? {
        get { containedContent?.rows }
        set { box(for: newValue)?.rows = newValue }
    }

    init(id: Int, declared: WebElement) {
        self.id = id
        self.tag = declared.tag
        self.attributes = declared.attributes
        self.handlers = declared.handlers
        self.key = declared.key
        self.children = []
        self.streamContent = declared.streamContent
    }

    /// The box to change for a new `value`: made when a value is put in, not for clearing.
    private func box<Value>(for value: Value?) -> ContainedContent? {
        if containedContent == nil, value != nil { containedContent = ContainedContent() }
        return containedContent
    }

    /// The handlers of the element with `id` in this subtree, descending into child screens
    /// and kept rows; `nil` when no element has that id (the page had not yet seen a patch
    /// removing it).
    func handlers(ofElement id: Int) -> WebHandlers? {
        if self.id == id { return handlers }
        if let rows { return rows.handlers(ofElement: id) }
        for child in children {
            switch child {
            case .element(let element):
                if let found = element.handlers(ofElement: id) { return found }
            case .slot(let slot):
                if slot.id == id { return nil }
                if let found = slot.view?.root.handlers(ofElement: id) { return found }
            case .text:
                continue
            }
        }
        return nil
    }
}

/// What a stream's or a rows container holds besides its element (see
/// ``RetainedElement/streamContent`` and ``RetainedElement/rows``).
private final class ContainedContent {
    var stream: WebStreamContent?
    var rows: (any RetainedRows)?
}

/// Text between elements.
final class RetainedText {
    var text: String

    init(_ text: String) {
        self.text = text
    }
}

/// A child of a retained element.
enum RetainedChild {
    case element(RetainedElement)
    case text(RetainedText)
    case slot(WebScreenSlot)

    var identity: ObjectIdentifier {
        switch self {
        case .element(let element): ObjectIdentifier(element)
        case .text(let text): ObjectIdentifier(text)
        case .slot(let slot): ObjectIdentifier(slot)
        }
    }
}
