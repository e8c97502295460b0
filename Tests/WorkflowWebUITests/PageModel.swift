@testable import WorkflowWebUI

/// A page as the browser would hold it, parsed from the server's markup, that applies patch
/// operations the way the page's script does: what lets tests check that patching the old
/// page gives exactly the new one.
final class PageNode: Equatable, CustomStringConvertible {
    var tag: String?  // nil for text
    var text = ""
    var attributes: [String: String] = [:]
    var children: [PageNode] = []

    init(tag: String?) {
        self.tag = tag
    }

    static func == (lhs: PageNode, rhs: PageNode) -> Bool {
        lhs.tag == rhs.tag && lhs.text == rhs.text && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }

    var description: String {
        guard let tag else { return "\"\(text)\"" }
        let attributes = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "<\(tag) \(attributes)>" + children.map(\.description).joined() + "</\(tag)>"
    }

    func find(id: Int) -> PageNode? {
        if attributes["data-wf"] == String(id) { return self }
        for child in children { if let found = child.find(id: id) { return found } }
        return nil
    }

    /// Applies `operations` in order, as the page's script does.
    func apply(_ operations: [PatchOperation]) throws {
        for operation in operations {
            switch operation {
            case .setText(let parent, let index, let text):
                try node(parent).children[index].text = text
            case .setAttribute(let element, let name, let value):
                try node(element).attributes[name] = value
            case .insert(let parent, let index, let html):
                try node(parent).children.insert(contentsOf: PageParser.parse(html), at: index)
            case .remove(let parent, let index):
                try node(parent).children.remove(at: index)
            case .move(let parent, let from, let to):
                let parentNode = try node(parent)
                let moved = parentNode.children.remove(at: from)
                parentNode.children.insert(moved, at: to)
            case .replaceContent(let element, let html):
                try node(element).children = PageParser.parse(html)
            case .replaceElement(let element, let html):
                try replace(id: element, with: PageParser.parse(html))
            case .streamAppend(let container, let key, let html), .streamPrepend(let container, let key, let html):
                let node = try node(container)
                node.children.removeAll { $0.attributes["data-wf-key"] == key }
                let atEnd = if case .streamAppend = operation { true } else { false }
                node.children.insert(contentsOf: try PageParser.parse(html), at: atEnd ? node.children.count : 0)
                if let limit = node.attributes["data-wf-limit"].flatMap(Int.init), node.children.count > limit {
                    if atEnd {
                        node.children.removeFirst(node.children.count - limit)
                    } else {
                        node.children.removeLast(node.children.count - limit)
                    }
                }
            case .streamUpdate(let container, let key, let html):
                let node = try node(container)
                if let index = node.children.firstIndex(where: { $0.attributes["data-wf-key"] == key }) {
                    node.children.replaceSubrange(index...index, with: try PageParser.parse(html))
                }
            case .streamRemove(let container, let key):
                try node(container).children.removeAll { $0.attributes["data-wf-key"] == key }
            case .streamReset(let container):
                try node(container).children = []
            }
        }
    }

    private func node(_ id: Int) throws -> PageNode {
        guard let node = find(id: id) else { throw PageError.noElement(id) }
        return node
    }

    private func replace(id: Int, with nodes: [PageNode]) throws {
        for (index, child) in children.enumerated() {
            if child.attributes["data-wf"] == String(id) {
                children.replaceSubrange(index...index, with: nodes)
                return
            }
            if child.find(id: id) != nil { return try child.replace(id: id, with: nodes) }
        }
        throw PageError.noElement(id)
    }
}

enum PageError: Error {
    case noElement(Int)
    case malformed(String)
}

/// Parses the markup the server writes (double-quoted attributes, the escapes it uses).
enum PageParser {
    static func parse(_ html: String) throws -> [PageNode] {
        var scalars = Array(html.unicodeScalars)[...]
        let root = PageNode(tag: "#root")
        try parseChildren(into: root, from: &scalars, until: nil)
        return root.children
    }

    private static func parseChildren(into parent: PageNode, from input: inout ArraySlice<Unicode.Scalar>, until endTag: String?) throws {
        while let first = input.first {
            if first == "<" {
                if input.dropFirst().first == "/" {
                    let close = input.prefix { $0 != ">" }
                    input = input.dropFirst(close.count + 1)
                    let name = String(String.UnicodeScalarView(close.dropFirst(2)))
                    guard name == endTag else { throw PageError.malformed("</\(name)> closes <\(endTag ?? "nothing")>") }
                    return
                }
                parent.children.append(try parseElement(from: &input))
            } else {
                let run = input.prefix { $0 != "<" }
                input = input.dropFirst(run.count)
                let text = PageNode(tag: nil)
                text.text = unescape(String(String.UnicodeScalarView(run)))
                parent.children.append(text)
            }
        }
        if let endTag { throw PageError.malformed("<\(endTag)> is not closed") }
    }

    private static func parseElement(from input: inout ArraySlice<Unicode.Scalar>) throws -> PageNode {
        input = input.dropFirst()
        let name = input.prefix { $0 != " " && $0 != ">" }
        input = input.dropFirst(name.count)
        let element = PageNode(tag: String(String.UnicodeScalarView(name)))
        while let next = input.first, next != ">" {
            input = input.dropFirst()  // the space
            let attribute = input.prefix { $0 != "=" }
            input = input.dropFirst(attribute.count + 2)  // ="
            let value = input.prefix { $0 != "\"" }
            input = input.dropFirst(value.count + 1)
            element.attributes[String(String.UnicodeScalarView(attribute))] = unescape(String(String.UnicodeScalarView(value)))
        }
        input = input.dropFirst()
        if let tag = element.tag, !HTMLName.voidElements.contains(tag) {
            try parseChildren(into: element, from: &input, until: tag)
        }
        return element
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences("&lt;", "<").replacingOccurrences("&gt;", ">")
            .replacingOccurrences("&quot;", "\"").replacingOccurrences("&amp;", "&")
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
