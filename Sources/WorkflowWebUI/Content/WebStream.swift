/// A long or endless collection shown on the page — a feed, a log, a chat history — whose items
/// are sent to the browser and then forgotten by the server.
///
/// Keep one in your workflow's state, change it in actions, and place it in content with
/// ``stream(_:tag:limit:item:)``. Each change is queued here until the view showing the stream
/// next renders, then sent as a patch operation and dropped, so the server's memory stays flat
/// however many items pass through:
///
/// ```swift
/// state.log.append(LogLine(id: n, text: "tick \(n)"))
/// // …and in the screen's content:
/// stream(log, tag: "ul", limit: 500) { line in li(line.text) }
/// ```
///
/// Items are display-only: handlers declared inside them are not kept, as the server keeps no
/// copy of the items. Markup the server writes from its own copy shows the stream empty: the
/// first page of a session, whose queued items follow as its first patch once the page joins,
/// and a `reset` after the page missed patches, after which the workflow sends again what it
/// wants shown.
///
/// A stream is a reference: copies of the state share it. It belongs to the session's actor,
/// like the rest of the workflow's state.
public final class WebStream<Item> {
    /// One queued change, in the order it was made.
    enum Change {
        case append(Item)
        case prepend(Item)
        case update(Item)
        case remove(key: String)
        case reset
    }

    let key: (Item) -> String
    private(set) var pending: [Change] = []

    /// A stream whose items are told apart by `key`: an update or removal finds the item on the
    /// page with the same key.
    public init(key: @escaping (Item) -> String) {
        self.key = key
    }

    /// Adds `item` at the end. An item already shown with the same key is taken out first, so
    /// the key appears once; when the stream has a limit, the page drops items from the start.
    public func append(_ item: Item) {
        pending.append(.append(item))
    }

    /// Adds each of `items` at the end, in order.
    public func append(contentsOf items: some Sequence<Item>) {
        for item in items { append(item) }
    }

    /// Adds `item` at the start. An item already shown with the same key is taken out first;
    /// when the stream has a limit, the page drops items from the end.
    public func prepend(_ item: Item) {
        pending.append(.prepend(item))
    }

    /// Replaces the item shown with `item`'s key, where it is; does nothing on a page that no
    /// longer shows that key (removed, or trimmed by the limit).
    public func update(_ item: Item) {
        pending.append(.update(item))
    }

    /// Removes the item shown with `key`, if the page still shows it.
    public func remove(key: String) {
        pending.append(.remove(key: key))
    }

    /// Empties the stream on the page. Changes queued before it are dropped unsent: they would
    /// be cleared at once.
    public func reset() {
        pending = [.reset]
    }

    /// Whether changes are waiting to be sent.
    public var hasPendingChanges: Bool { !pending.isEmpty }

    /// The queued changes, which are no longer queued.
    func takePending() -> [Change] {
        defer { pending = [] }
        return pending
    }
}

extension WebStream where Item: Identifiable {
    /// A stream whose items are told apart by their `id`, written as text.
    public convenience init() {
        self.init(key: { "\($0.id)" })
    }
}

extension WebStream: Equatable {
    /// The same stream, with nothing queued on either side: an `Equatable` screen holding a
    /// stream is then skipped as unchanged only when the stream has nothing to send.
    public static func == (lhs: WebStream, rhs: WebStream) -> Bool {
        lhs === rhs && lhs.pending.isEmpty
    }
}
