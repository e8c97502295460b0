/// The server's copy of a compactly kept list (``rows(_:key:tag:row:)``): its latest declaration
/// and each row's first element id, nothing per element. Rows are declared again from their
/// items when the page needs their markup or an event reaches them.
final class KeptRows<Item: Equatable, Key: Hashable>: RetainedRows {
    private var declaration: RowsDeclaration<Item, Key>
    /// The id of each row's top element; the row's other elements have the ids after it.
    private var firstIDs: RowFirstIDs

    init(_ declaration: RowsDeclaration<Item, Key>, document: WebDocument) {
        self.declaration = declaration
        firstIDs = RowFirstIDs(
            declaration.items.map { item in
                document.makeIDs(count: DeclaredRow.elementCount(declaration.row(item)))
            })
    }

    func update(to declared: any DeclaredRows, container: Int, document: WebDocument, isOnPage: Bool) -> Bool {
        guard let new = declared as? RowsDeclaration<Item, Key> else { return false }
        let old = declaration
        declaration = new
        let scan = new.scan(old.items, new.items)
        for index in scan.changed {
            firstIDs.set(change(row: index, from: old, to: new.items[index], document: document, isOnPage: isOnPage), at: index)
        }
        if scan.agreeingKeys < old.items.count || scan.agreeingKeys < new.items.count {
            rearrange(from: scan.agreeingKeys, old: old, container: container, document: document, isOnPage: isOnPage)
        }
        return true
    }

    /// Brings the page's row at `index` of `old` up to date with `item`, in place when its shape
    /// is the same; returns the row's first id afterwards.
    private func change(
        row index: Int,
        from old: RowsDeclaration<Item, Key>,
        to item: Item,
        document: WebDocument,
        isOnPage: Bool
    ) -> Int {
        let firstID = firstIDs[index]
        let newRow = declaration.row(item)
        if let operations = DeclaredRow.changesInPlace(from: old.row(old.items[index]), to: newRow, firstID: firstID) {
            if isOnPage { operations.forEach(document.record) }
            return firstID
        }
        let newFirstID = document.makeIDs(count: DeclaredRow.elementCount(newRow))
        if isOnPage { document.record(.replaceElement(element: firstID, html: HTMLWriter.rowHTML(newRow, firstID: newFirstID))) }
        return newFirstID
    }

    /// Matches the rows from `start` on by key, as the reconciler matches keyed children:
    /// unmatched old rows are removed, matched ones moved into place and updated, new ones
    /// inserted. Rows before `start` kept their keys and were updated already.
    private func rearrange(
        from start: Int,
        old: RowsDeclaration<Item, Key>,
        container: Int,
        document: WebDocument,
        isOnPage: Bool
    ) {
        let oldItems = old.items
        let newItems = declaration.items
        // Old rows by key, each key's rows latest first, so that a repeated key takes them in order.
        var oldRows: [Key: [Int]] = [:]
        for index in (start..<oldItems.count).reversed() { oldRows[old.key(oldItems[index]), default: []].append(index) }
        let matches = (start..<newItems.count).map { index in oldRows[declaration.key(newItems[index])]?.popLast() }
        let kept = Set(matches.compactMap { $0 })

        // The page's rows in order, as old indices; an inserted row is -1 (it is never looked for).
        var current = Array(oldItems.indices)
        for index in (start..<oldItems.count).reversed() where !kept.contains(index) {
            current.remove(at: index)
            if isOnPage { document.record(.remove(parent: container, index: index)) }
        }

        var newFirstIDs = Array(firstIDs[..<start])
        newFirstIDs.reserveCapacity(newItems.count)
        for index in start..<newItems.count {
            let item = newItems[index]
            guard let oldIndex = matches[index - start] else {
                let row = declaration.row(item)
                let firstID = document.makeIDs(count: DeclaredRow.elementCount(row))
                current.insert(-1, at: index)
                if isOnPage { document.record(.insert(parent: container, index: index, html: HTMLWriter.rowHTML(row, firstID: firstID))) }
                newFirstIDs.append(firstID)
                continue
            }
            if current[index] != oldIndex {
                // Matched rows keep their order in the common case, so the search runs only
                // when something moved.
                guard let from = current.firstIndex(of: oldIndex) else {
                    fatalError("internal: row \(oldIndex) of list \(container) was matched but is missing")
                }
                current.remove(at: from)
                current.insert(oldIndex, at: index)
                if isOnPage { document.record(.move(parent: container, from: from, to: index)) }
            }
            newFirstIDs.append(
                oldItems[oldIndex] == item
                    ? firstIDs[oldIndex]
                    : change(row: oldIndex, from: old, to: item, document: document, isOnPage: isOnPage)
            )
        }
        firstIDs = RowFirstIDs(newFirstIDs)
    }

    func writeHTML(to output: inout String) {
        for (item, firstID) in zip(declaration.items, firstIDs) {
            HTMLWriter.writeRow(declaration.row(item), firstID: firstID, to: &output)
        }
    }

    func handlers(ofElement id: Int) -> WebHandlers? {
        // Ids are handed out in blocks, so `id` is this row's if it is anyone's here.
        guard let index = firstIDs.row(holding: id) else { return nil }
        return DeclaredRow.handlers(of: declaration.row(declaration.items[index]), atOffset: id - firstIDs[index])
    }
}

/// The server's copy of a compactly kept list of some item type, as its container keeps it.
protocol RetainedRows: AnyObject {
    /// Brings the rows up to date with `declared`, recording the patch operations on the
    /// container element `container` when it is on the page; `false`, changing nothing, when
    /// `declared` lists items of another type.
    func update(to declared: any DeclaredRows, container: Int, document: WebDocument, isOnPage: Bool) -> Bool
    /// Writes every row's markup.
    func writeHTML(to output: inout String)
    /// The handlers of the element with `id`, if it is in one of these rows.
    func handlers(ofElement id: Int) -> WebHandlers?
}
