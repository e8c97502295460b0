/// A ``WebStream`` as its container element carries it, with the item type erased: what the
/// view takes from the stream at each rendering, with each item's content already declared.
struct WebStreamContent {
    /// One change ready to be written: the items' content declared, their keys worked out.
    enum Change {
        case append(key: String, item: WebElement)
        case prepend(key: String, item: WebElement)
        case update(key: String, item: WebElement)
        case remove(key: String)
        case reset
    }

    /// Takes the stream's queued changes (they are no longer queued).
    let takeChanges: () -> [Change]

    init<Item>(_ stream: WebStream<Item>, item content: @escaping (Item) -> WebElement) {
        takeChanges = {
            stream.takePending().map { change in
                switch change {
                case .append(let item): .append(key: stream.key(item), item: content(item))
                case .prepend(let item): .prepend(key: stream.key(item), item: content(item))
                case .update(let item): .update(key: stream.key(item), item: content(item))
                case .remove(let key): .remove(key: key)
                case .reset: .reset
                }
            }
        }
    }
}

/// The container of a ``WebStream``'s items: an element with the tag `tag` (a `ul` for `li`
/// items, say) whose children are the stream's items, each made by `item`, sent as the stream
/// changes and not kept on the server.
///
/// - Parameters:
///   - stream: The handle the workflow keeps in its state; what it queued since the last
///     render is sent with this render's patch.
///   - tag: The container's tag, `div` unless the items need another parent (`ul`, `ol`).
///   - limit: How many items the page keeps at most: an append beyond it drops the first item,
///     a prepend the last one. `nil` keeps them all.
///   - item: An item's element. It is display-only (its handlers are dropped) and may not
///     contain child screens; the page marks it with the item's key (`data-wf-key`).
///
/// Declare the container once per stream, with no other children.
public func stream<Item>(
    _ stream: WebStream<Item>,
    tag: String = "div",
    limit: Int? = nil,
    item: @escaping (Item) -> WebElement
) -> WebElement {
    precondition(limit.map { $0 > 0 } ?? true, "a stream's limit must be positive")
    var container = WebElement(tag)
    container.streamContent = WebStreamContent(stream, item: item)
    if let limit { container = container.knownAttribute("data-wf-limit", String(limit)) }
    return container
}
