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
    /// For a stream's container, the stream: its items are sent, never kept here.
    var streamContent: WebStreamContent?
    /// For a rows container, its rows: kept as items, never as elements (`children` is empty).
    var rows: (any RetainedRows)?

    init(id: Int, declared: WebElement) {
        self.id = id
        self.tag = declared.tag
        self.attributes = declared.attributes
        self.handlers = declared.handlers
        self.key = declared.key
        self.children = []
        self.streamContent = declared.streamContent
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
