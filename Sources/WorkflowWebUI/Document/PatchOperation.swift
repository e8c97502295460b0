/// One change to the page, addressed by the ids the server gave its elements. A patch is a list
/// of these, applied in order.
///
/// Each is sent as a short JSON array whose first item names the operation (see
/// `docs/web-protocol.md`), so that a small change costs few bytes.
public enum PatchOperation: Equatable, Sendable {
    /// The text node at `index` among the children of `parent` now reads `text`.
    case setText(parent: Int, index: Int, text: String)
    /// The attribute `name` of `element` is now `value`, or removed if `nil`.
    case setAttribute(element: Int, name: String, value: String?)
    /// New markup is inserted as the child at `index` of `parent`.
    case insert(parent: Int, index: Int, html: String)
    /// The child at `index` of `parent` is removed.
    case remove(parent: Int, index: Int)
    /// The child at `from` of `parent` moves to `to` (counted after it has been taken out).
    case move(parent: Int, from: Int, to: Int)
    /// Everything inside `element` is replaced by `html`: a child screen that changed kind.
    case replaceContent(element: Int, html: String)
    /// `element` itself is replaced by `html`: a view whose top element changed tag.
    case replaceElement(element: Int, html: String)
    /// A stream item with `key` is added at the end of the stream container `container`
    /// (after taking out an item with that key); the page trims the start to the limit.
    case streamAppend(container: Int, key: String, html: String)
    /// A stream item with `key` is added at the start of `container`; the page trims the end.
    case streamPrepend(container: Int, key: String, html: String)
    /// The stream item with `key` in `container`, if the page shows it, is replaced by `html`.
    case streamUpdate(container: Int, key: String, html: String)
    /// The stream item with `key` in `container`, if the page shows it, is removed.
    case streamRemove(container: Int, key: String)
    /// Every item in the stream container `container` is removed.
    case streamReset(container: Int)
}

extension PatchOperation {
    /// About how many bytes the operation keeps: its text, plus a little for the rest. What
    /// bounds the patches a session keeps for pages that reconnect.
    var keptBytes: Int {
        let text: Int
        switch self {
        case .setText(_, _, let value), .insert(_, _, let value), .replaceContent(_, let value), .replaceElement(_, let value):
            text = value.utf8.count
        case .setAttribute(_, let name, let value):
            text = name.utf8.count + (value?.utf8.count ?? 0)
        case .streamAppend(_, let key, let html), .streamPrepend(_, let key, let html), .streamUpdate(_, let key, let html):
            text = key.utf8.count + html.utf8.count
        case .streamRemove(_, let key):
            text = key.utf8.count
        case .remove, .move, .streamReset:
            text = 0
        }
        return text + 32
    }
}
