/// What the server does with one row of a compactly kept list (``rows(_:key:tag:row:)``), which
/// it keeps as an item rather than as retained elements: the row is declared again whenever it
/// is needed, and its elements take consecutive ids, in document order, from the row's first id.
enum DeclaredRow {
    /// How many elements the row has: how many ids it takes.
    static func elementCount(_ row: WebElement) -> Int {
        var count = 1
        for child in children(of: row) {
            if case .element(let element) = child.kind { count += elementCount(element) }
        }
        return count
    }

    /// The handlers of the element `offset` places after the row's top element (0 for the top
    /// element itself) in document order, or `nil` if the row has fewer elements.
    static func handlers(of row: WebElement, atOffset offset: Int) -> WebHandlers? {
        var remaining = offset
        return handlers(of: row, remaining: &remaining)
    }

    private static func handlers(of element: WebElement, remaining: inout Int) -> WebHandlers? {
        if remaining == 0 { return element.handlers }
        remaining -= 1
        for child in children(of: element) {
            guard case .element(let child) = child.kind else { continue }
            if let found = handlers(of: child, remaining: &remaining) { return found }
        }
        return nil
    }

    /// The operations that turn the page's `old` row, whose top element has id `firstID`, into
    /// `new` while keeping its elements (and the focus inside them), or `nil` when the two do
    /// not have the same shape (the same tags and kinds of children, in order), so that the row
    /// must be replaced.
    static func changesInPlace(from old: WebElement, to new: WebElement, firstID: Int) -> [PatchOperation]? {
        var operations: [PatchOperation] = []
        var nextID = firstID
        guard changesInPlace(from: old, to: new, nextID: &nextID, into: &operations) else { return nil }
        return operations
    }

    private static func changesInPlace(
        from old: WebElement,
        to new: WebElement,
        nextID: inout Int,
        into operations: inout [PatchOperation]
    ) -> Bool {
        guard old.tag == new.tag else { return false }
        let id = nextID
        nextID += 1
        let oldChildren = children(of: old)
        let newChildren = children(of: new)
        guard oldChildren.count == newChildren.count else { return false }
        Reconciler.recordAttributeChanges(of: id, from: (old.handlers, old.attributes), to: new) { operations.append($0) }
        for (index, (oldChild, newChild)) in zip(oldChildren, newChildren).enumerated() {
            switch (oldChild.kind, newChild.kind) {
            case (.text(let oldText), .text(let newText)):
                if oldText != newText { operations.append(.setText(parent: id, index: index, text: newText)) }
            case (.element(let oldElement), .element(let newElement)):
                guard changesInPlace(from: oldElement, to: newElement, nextID: &nextID, into: &operations) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// The children as the page has them (adjacent text joined, empty text dropped, none for a
    /// void element such as `input`, which the page cannot hold any in); a child screen stops
    /// the program, since a row keeps no view to show it in.
    static func children(of element: WebElement) -> [WebNode] {
        precondition(element.streamContent == nil && element.rowsContent == nil, "a row may not contain a stream or rows")
        // Numbered children that are never written would shift the ids of the elements after them.
        if HTMLName.voidElements.contains(element.tag) { return [] }
        let children = Reconciler.normalized(element.children)
        for child in children {
            if case .screen = child.kind {
                preconditionFailure("a row may not contain a child screen: the server keeps no view for it")
            }
        }
        return children
    }
}
