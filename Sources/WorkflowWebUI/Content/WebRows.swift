/// A long keyed list kept compactly: the container element (a `ul` for `li` rows, say) of one
/// row per item, each made by `row`.
///
/// The server keeps the items themselves and the id of each row's first element, about the
/// size of an item and a number a row, instead of a copy of every row's elements. When the list
/// is declared again, each row whose key and item are unchanged costs one comparison; a changed
/// item's row is declared again (old and new) and brought up to date in place when its elements
/// kept their shape (text and attributes changed: focus inside it stays), replaced whole
/// otherwise; inserted, removed and moved rows are found by key, as keyed elements are.
///
/// ```swift
/// rows(todos, key: \.id, tag: "ul") { todo in
///     li { todo.title }
///         .class(todo.isDone ? "done" : "open")
///         .onClick { toggle(todo.id) }
/// }
/// ```
///
/// Everything a row shows must come from its item: a row whose item is unchanged is not declared
/// again, so what else its content reads (a selection held outside the item, say) would not be
/// updated. Handlers may capture anything: an event is handled by the row declared from its
/// item with the latest `row`.
///
/// Use rows where a list is long and its items are plain values; a ``WebStream`` where the
/// server should keep nothing of them at all; child screens placed by key
/// (``WebNode/screen(_:key:)``) where each row is a screen of its own, with child screens
/// inside.
///
/// - Parameters:
///   - items: The rows' values, in order.
///   - key: What tells the rows apart across declarations; each key should appear once.
///   - tag: The container's tag, `div` unless the rows need another parent (`ul`, `ol`, `tbody`).
///   - row: A row's element. It may not contain child screens or streams, and the container has
///     no other children.
@inlinable
public func rows<Item: Equatable, Key: Hashable>(
    _ items: [Item],
    key: @escaping (Item) -> Key,
    tag: String = "div",
    row: @escaping (Item) -> WebElement
) -> WebElement {
    // Inlined into the caller, where `Item` is a concrete type, so the comparison of every row
    // at each declaration runs specialized code rather than generic witnesses.
    rowsContainer(items, key: key, tag: tag, row: row) { old, new in RowScan(old: old, new: new, key: key) }
}

/// A long keyed list of identifiable items kept compactly, each row told apart by its item's
/// `id`: see ``rows(_:key:tag:row:)``.
@inlinable
public func rows<Item: Equatable & Identifiable>(
    _ items: [Item],
    tag: String = "div",
    row: @escaping (Item) -> WebElement
) -> WebElement {
    rows(items, key: { $0.id }, tag: tag, row: row)
}

/// What a comparison of a list's old items with its new ones found, from the start of both:
/// how far the keys agree, in order, and which of those rows changed.
///
/// Made by code specialized for the items' type (see ``rows(_:key:tag:row:)``): the one pass
/// over every row that each declaration of a long list costs.
@usableFromInline
struct RowScan {
    /// How many rows, from the start, have the same key in both lists.
    @usableFromInline var agreeingKeys: Int
    /// Among those, the indices of the rows whose item differs.
    @usableFromInline var changed: [Int]

    @inlinable
    init<Item: Equatable, Key: Hashable>(old: [Item], new: [Item], key: (Item) -> Key) {
        var index = 0
        var changed: [Int] = []
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let count = Swift.min(old.count, new.count)
                while index < count {
                    guard key(old[index]) == key(new[index]) else { break }
                    if old[index] != new[index] { changed.append(index) }
                    index += 1
                }
            }
        }
        self.agreeingKeys = index
        self.changed = changed
    }
}

/// The container of a compactly kept keyed list: the non-inlined rest of
/// ``rows(_:key:tag:row:)``, given the caller's specialized comparison.
@usableFromInline
func rowsContainer<Item: Equatable, Key: Hashable>(
    _ items: [Item],
    key: @escaping (Item) -> Key,
    tag: String,
    row: @escaping (Item) -> WebElement,
    scan: @escaping ([Item], [Item]) -> RowScan
) -> WebElement {
    var container = WebElement(tag)
    container.rowsContent = RowsDeclaration(items: items, key: key, row: row, scan: scan)
    return container
}
