import WorkflowUI

/// Brings a retained element up to date with a new declaration of it, recording the patch
/// operations that do the same to the page (when the element is on the page).
///
/// Children are matched to the previous ones by key (keyed elements, and child screens by
/// slot key), otherwise by position and kind, so that an element keeps its page element — and
/// with it the person's focus, selection and scroll position — while it stays. Unmatched old
/// children are removed, matched ones moved into place and updated, new ones inserted whole.
struct Reconciler {
    let document: WebDocument
    let environment: ViewEnvironment
    /// Whether the element is on the page, so that changes must be recorded as patches.
    let isOnPage: Bool

    /// A new retained element for `declared`, with new ids throughout.
    func build(_ declared: WebElement) -> RetainedElement {
        let element = RetainedElement(id: document.makeID(), declared: declared)
        buildContent(of: element, from: declared)
        return element
    }

    /// Gives `element` new content for `declared`: its rows if it declares rows, otherwise its
    /// children, with new ids throughout.
    private func buildContent(of element: RetainedElement, from declared: WebElement) {
        element.rows = declared.rowsContent?.build(in: document)
        element.children = element.rows == nil ? Self.normalized(declared.children).map(buildChild) : []
    }

    /// Updates `element`, which was declared with the same tag, to `declared`.
    func update(_ element: RetainedElement, to declared: WebElement) {
        updateAttributes(of: element, to: declared)
        if element.rows != nil || declared.rowsContent != nil {
            updateRows(of: element, to: declared)
        } else {
            updateChildren(of: element, to: Self.normalized(declared.children))
        }
        element.streamContent = declared.streamContent
        if isOnPage { Self.sendStreamChanges(of: element, document: document) }
    }

    /// Updates the content of an element that keeps rows (see ``KeptRows``) or is declared with
    /// them. Rows of the same item type are matched by key; otherwise the element's content is
    /// built again and replaced whole.
    private func updateRows(of element: RetainedElement, to declared: WebElement) {
        if let rows = element.rows, let declaredRows = declared.rowsContent,
            rows.update(to: declaredRows, container: element.id, document: document, isOnPage: isOnPage)
        {
            return
        }
        buildContent(of: element, from: declared)
        guard isOnPage else { return }
        document.record(.replaceContent(element: element.id, html: HTMLWriter.contentHTML(of: element)))
        for child in element.children { Self.placeOnPage(child, document: document) }
    }

    private func buildChild(_ node: WebNode) -> RetainedChild {
        switch node.kind {
        case .element(let element):
            return .element(build(element))
        case .text(let text):
            return .text(RetainedText(text))
        case .screen(let screen, let key):
            let slot = WebScreenSlot(id: document.makeID(), key: key)
            slot.show(screen.wrapped, in: environment, document: document, isOnPage: false)
            return .slot(slot)
        }
    }

    private func updateAttributes(of element: RetainedElement, to declared: WebElement) {
        if isOnPage {
            Self.recordAttributeChanges(
                of: element.id, from: (element.handlers, element.attributes), to: declared, record: document.record)
        }
        element.handlers = declared.handlers
        element.attributes = declared.attributes
    }

    /// Records the operations that bring the page's element `id`, which reports the events of
    /// `old.handlers` and has `old.attributes`, up to date with `declared`: its `data-wf-on`
    /// when the events it reports changed, then each attribute changed or removed. A retained
    /// element and a row of kept rows (``DeclaredRow``) are patched alike.
    static func recordAttributeChanges(
        of id: Int,
        from old: (handlers: WebHandlers, attributes: [(name: String, value: String)]),
        to declared: WebElement,
        record: (PatchOperation) -> Void
    ) {
        if !old.handlers.handlesSameEvents(as: declared.handlers) {
            record(.setAttribute(element: id, name: "data-wf-on", value: declared.handlers.eventsAttribute))
        }
        for (name, value) in declared.attributes where old.attributes.first(where: { $0.name == name })?.value != value {
            record(.setAttribute(element: id, name: name, value: value))
        }
        for (name, _) in old.attributes where declared.attribute(name) == nil {
            record(.setAttribute(element: id, name: name, value: nil))
        }
    }

    private func updateChildren(of element: RetainedElement, to declared: [WebNode]) {
        let old = element.children
        // Children that continue the old child at their own position are updated where they
        // are, with no key tables built: all of them in most updates (a long list whose rows
        // change in place among them), those before the first insertion, removal or move
        // otherwise. `match` would pair them the same way, as it takes keys in order.
        // (Read through buffers: an array's subscript copies each node it gives, a list has
        // many, and this loop is all most updates of a list do.)
        var start = 0
        old.withUnsafeBufferPointer { oldChildren in
            declared.withUnsafeBufferPointer { nodes in
                while start < oldChildren.count, start < nodes.count, Self.continues(oldChildren[start], nodes[start]) {
                    update(oldChildren[start], to: nodes[start], parent: element, index: start)
                    start += 1
                }
            }
        }
        guard start < old.count || start < declared.count else { return }

        // The rest: indices in `matches` count from `start`; those recorded count from 0.
        let matches = Self.match(old: Array(old[start...]), new: Array(declared[start...]))
        let kept = Set(matches.compactMap { $0.map { old[start + $0].identity } })

        var current = old
        for index in current.indices.reversed() where index >= start && !kept.contains(current[index].identity) {
            current.remove(at: index)
            if isOnPage { document.record(.remove(parent: element.id, index: index)) }
        }

        for index in start..<declared.count {
            let node = declared[index]
            if let oldIndex = matches[index - start].map({ start + $0 }) {
                let child = old[oldIndex]
                if current[index].identity != child.identity {
                    // Matched children keep their order in the common case, so the search
                    // runs only when something moved.
                    guard let from = current.firstIndex(where: { $0.identity == child.identity }) else {
                        fatalError("internal: a matched child of element \(element.id) is missing")
                    }
                    current.remove(at: from)
                    current.insert(child, at: index)
                    if isOnPage { document.record(.move(parent: element.id, from: from, to: index)) }
                }
                update(child, to: node, parent: element, index: index)
            } else {
                let child = buildChild(node)
                current.insert(child, at: index)
                if isOnPage {
                    document.record(.insert(parent: element.id, index: index, html: HTMLWriter.html(of: child)))
                    Self.placeOnPage(child, document: document)
                }
            }
        }
        element.children = current
    }

    private func update(_ child: RetainedChild, to node: WebNode, parent: RetainedElement, index: Int) {
        switch (child, node.kind) {
        case (.element(let element), .element(let declared)):
            update(element, to: declared)
        case (.text(let text), .text(let newText)):
            if text.text != newText {
                text.text = newText
                if isOnPage { document.record(.setText(parent: parent.id, index: index, text: newText)) }
            }
        case (.slot(let slot), .screen(let screen, _)):
            // The wrapped screen, already an existential: passing the AnyScreen would box it.
            slot.show(screen.wrapped, in: environment, document: document, isOnPage: isOnPage)
        default:
            fatalError("internal: children of element \(parent.id) were matched across kinds")
        }
    }

    /// Marks the views of child screens inside `child` as being on the page, and sends the
    /// changes its streams queued while they were not.
    static func placeOnPage(_ child: RetainedChild, document: WebDocument) {
        switch child {
        case .element(let element):
            sendStreamChanges(of: element, document: document)
            for grandchild in element.children { placeOnPage(grandchild, document: document) }
        case .text: break
        case .slot(let slot): slot.placeOnPage()
        }
    }

    /// Records the changes queued in the stream whose container is `element`, if it is one,
    /// with each item's markup written now: from here on the server keeps nothing of them.
    static func sendStreamChanges(of element: RetainedElement, document: WebDocument) {
        guard let content = element.streamContent else { return }
        for change in content.takeChanges() {
            switch change {
            case .append(let key, let item):
                document.record(.streamAppend(container: element.id, key: key, html: HTMLWriter.streamItemHTML(item, key: key)))
            case .prepend(let key, let item):
                document.record(.streamPrepend(container: element.id, key: key, html: HTMLWriter.streamItemHTML(item, key: key)))
            case .update(let key, let item):
                document.record(.streamUpdate(container: element.id, key: key, html: HTMLWriter.streamItemHTML(item, key: key)))
            case .remove(let key):
                document.record(.streamRemove(container: element.id, key: key))
            case .reset:
                document.record(.streamReset(container: element.id))
            }
        }
    }

    /// Whether `node` continues `child` at the same position, as ``match(old:new:)`` would pair
    /// them there: a keyed element by tag and key, an unkeyed one by tag, a child screen by its
    /// slot key, text by being text.
    static func continues(_ child: RetainedChild, _ node: WebNode) -> Bool {
        switch node.kind {
        case .element(let declared):
            guard case .element(let element) = child else { return false }
            return element.tag == declared.tag && element.key == declared.key
        case .text:
            guard case .text = child else { return false }
            return true
        case .screen(_, let key):
            guard case .slot(let slot) = child else { return false }
            return slot.key == key
        }
    }

    /// The nodes as the browser's parser would see them: adjacent text joined, empty text dropped.
    static func normalized(_ nodes: [WebNode]) -> [WebNode] {
        // Most declarations have nothing to join or drop: they are kept as they are, uncopied.
        guard needsNormalizing(nodes) else { return nodes }
        var result: [WebNode] = []
        result.reserveCapacity(nodes.count)
        for node in nodes {
            guard case .text(let text) = node.kind else {
                result.append(node)
                continue
            }
            if text.isEmpty { continue }
            if let last = result.last, case .text(let previous) = last.kind {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(node)
            }
        }
        return result
    }

    private static func needsNormalizing(_ nodes: [WebNode]) -> Bool {
        // Through a buffer: iterating the array copies each node (a text's string, an
        // element's storage), to be released again.
        nodes.withUnsafeBufferPointer { nodes in
            var previousIsText = false
            for index in nodes.indices {
                guard case .text(let text) = nodes[index].kind else {
                    previousIsText = false
                    continue
                }
                if text.isEmpty || previousIsText { return true }
                previousIsText = true
            }
            return false
        }
    }

    /// For each new node, the index of the old child it continues, if any: keyed elements by
    /// tag and key, child screens by slot key and order, other elements and text by position.
    static func match(old: [RetainedChild], new: [WebNode]) -> [Int?] {
        var keyedElements: [String: [Int]] = [:]
        var slots: [String: [Int]] = [:]
        for (index, child) in old.enumerated() {
            switch child {
            case .element(let element):
                if let key = element.key { keyedElements["\(element.tag)\u{0}\(key)", default: []].append(index) }
            case .slot(let slot):
                slots[slot.key, default: []].append(index)
            case .text:
                break
            }
        }
        var used = Set<Int>()
        return new.enumerated().map { index, node in
            let match: Int?
            switch node.kind {
            case .element(let declared):
                if let key = declared.key {
                    match = keyedElements["\(declared.tag)\u{0}\(key)"]?.first { !used.contains($0) }
                } else if index < old.count, case .element(let element) = old[index], element.key == nil,
                    element.tag == declared.tag, !used.contains(index)
                {
                    match = index
                } else {
                    match = nil
                }
            case .text:
                if index < old.count, case .text = old[index], !used.contains(index) { match = index } else { match = nil }
            case .screen(_, let key):
                match = slots[key]?.first { !used.contains($0) }
            }
            if let match { used.insert(match) }
            return match
        }
    }
}
