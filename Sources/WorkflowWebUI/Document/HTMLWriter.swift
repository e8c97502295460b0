/// Writes retained elements as HTML. Every text and attribute value goes through escaping here,
/// and names were checked when declared, so no data ever becomes markup.
enum HTMLWriter {
    static func html(of view: WebView) -> String {
        html(of: view.root)
    }

    static func html(of element: RetainedElement) -> String {
        var output = ""
        write(element, to: &output)
        return output
    }

    static func html(of child: RetainedChild) -> String {
        var output = ""
        write(child, to: &output)
        return output
    }

    /// A visible message in place of a screen that could not be shown.
    static func errorHTML(_ message: String) -> String {
        "<p class=\"wf-error\">" + escapeText(message) + "</p>"
    }

    static func write(_ element: RetainedElement, to output: inout String) {
        writeStartTag(element.tag, id: element.id, handlers: element.handlers, attributes: element.attributes, to: &output)
        if HTMLName.voidElements.contains(element.tag) { return }
        writeContent(of: element, to: &output)
        output += "</"
        output += element.tag
        output += ">"
    }

    /// What is inside `element`: its children, or its kept rows.
    static func contentHTML(of element: RetainedElement) -> String {
        var output = ""
        writeContent(of: element, to: &output)
        return output
    }

    private static func writeContent(of element: RetainedElement, to output: inout String) {
        for child in element.children { write(child, to: &output) }
        element.rows?.writeHTML(to: &output)
    }

    /// A row of a compactly kept list, declared from its item, its elements numbered in
    /// document order from `firstID` (see ``DeclaredRow``), with their handled events, as the
    /// retained page's elements are written.
    static func rowHTML(_ row: WebElement, firstID: Int) -> String {
        var output = ""
        writeRow(row, firstID: firstID, to: &output)
        return output
    }

    static func writeRow(_ row: WebElement, firstID: Int, to output: inout String) {
        var nextID = firstID
        writeRow(row, nextID: &nextID, to: &output)
    }

    private static func writeRow(_ element: WebElement, nextID: inout Int, to output: inout String) {
        writeStartTag(element.tag, id: nextID, handlers: element.handlers, attributes: element.attributes, to: &output)
        nextID += 1
        if HTMLName.voidElements.contains(element.tag) { return }
        for child in DeclaredRow.children(of: element) {
            switch child.kind {
            case .element(let element): writeRow(element, nextID: &nextID, to: &output)
            case .text(let text): output += escapeText(text)
            case .screen: break  // refused by `DeclaredRow.children(of:)`
            }
        }
        output += "</"
        output += element.tag
        output += ">"
    }

    static func write(_ child: RetainedChild, to output: inout String) {
        switch child {
        case .element(let element):
            write(element, to: &output)
        case .text(let text):
            output += escapeText(text.text)
        case .slot(let slot):
            output += "<div data-wf=\"\(slot.id)\" class=\"wf-slot\">"
            output += slot.contentHTML
            output += "</div>"
        }
    }

    /// A stream item: `item` written from its declaration (it is never retained), marked with
    /// `key`, with no element ids or handlers, since the server keeps nothing to address them.
    static func streamItemHTML(_ item: WebElement, key: String) -> String {
        var output = ""
        writeDeclared(item, key: key, to: &output)
        return output
    }

    /// The start tag of an element the page addresses by `id`, with the events it reports.
    private static func writeStartTag(
        _ tag: String,
        id: Int,
        handlers: WebHandlers,
        attributes: [(name: String, value: String)],
        to output: inout String
    ) {
        output += "<"
        output += tag
        output += " data-wf=\"\(id)\""
        if let events = handlers.eventsAttribute {
            output += " data-wf-on=\""
            output += events
            output += "\""
        }
        writeAttributes(attributes, to: &output)
        output += ">"
    }

    /// ` name="value"` for each attribute, values escaped: the same for the retained page and
    /// for declared content written straight into a patch.
    private static func writeAttributes(_ attributes: [(name: String, value: String)], to output: inout String) {
        for (name, value) in attributes {
            output += " "
            output += name
            output += "=\""
            output += escapeAttribute(value)
            output += "\""
        }
    }

    private static func writeDeclared(_ element: WebElement, key: String?, to output: inout String) {
        precondition(
            element.streamContent == nil && element.rowsContent == nil,
            "a stream item may not contain a stream or rows: the server keeps nothing of it to send them into")
        output += "<"
        output += element.tag
        if let key {
            output += " data-wf-key=\""
            output += escapeAttribute(key)
            output += "\""
        }
        writeAttributes(element.attributes, to: &output)
        output += ">"
        if HTMLName.voidElements.contains(element.tag) { return }
        for child in element.children {
            switch child.kind {
            case .element(let element):
                writeDeclared(element, key: nil, to: &output)
            case .text(let text):
                output += escapeText(text)
            case .screen:
                preconditionFailure("a stream item may not contain a child screen: the server keeps no view for it")
            }
        }
        output += "</"
        output += element.tag
        output += ">"
    }

    /// Text content: `&`, `<` and `>` escaped.
    static func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A double-quoted attribute value: `&`, `"`, `<` and `>` escaped.
    static func escapeAttribute(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
