/// What a load session needs from a session's first page: the browser cookie the token is
/// bound to, the token, the patch number the page is at, and the element to click.
///
/// It reads the markup the server writes (`docs/web-protocol.md`) with plain string search:
/// the page is ours, and a load tool has no use for a full HTML parser.
public struct PageScan: Equatable, Sendable {
    /// The `wf_browser` cookie's value.
    public var cookie: String
    /// The content of `<meta name="wf-token">`, unescaped.
    public var token: String
    /// `data-wf-seq` of the root: the patch the page is up to date with.
    public var sequence: Int
    /// `data-wf-epoch` of the root: the incarnation of the session the page shows, which the
    /// join names.
    public var epoch: String
    /// The `data-wf` id of the first element that carries `data-load-target`, if any.
    public var target: Int?

    /// Reads a page answer.
    ///
    /// - Parameters:
    ///   - setCookieHeaders: The values of every `Set-Cookie` header.
    ///   - html: The body.
    /// - Throws: ``PageScanError`` naming what the page lacked.
    public init(setCookieHeaders: [String], html: String) throws(PageScanError) {
        guard let cookie = setCookieHeaders.lazy.compactMap(Self.browserCookie(in:)).first else {
            throw .missing("a Set-Cookie header for wf_browser")
        }
        guard let metaStart = html.firstRange(of: "<meta name=\"wf-token\""),
            let token = Self.attribute("content", inTagAt: metaStart.lowerBound, of: html)
        else {
            throw .missing("<meta name=\"wf-token\" content=\"…\">")
        }
        guard let rootStart = html.firstRange(of: "id=\"wf-root\""),
            let sequenceText = Self.attribute("data-wf-seq", inTagAt: rootStart.lowerBound, of: html),
            let sequence = Int(sequenceText)
        else {
            throw .missing("the root element's data-wf-seq")
        }
        guard let epoch = Self.attribute("data-wf-epoch", inTagAt: rootStart.lowerBound, of: html) else {
            throw .missing("the root element's data-wf-epoch")
        }
        self.cookie = cookie
        self.token = Self.unescape(token)
        self.sequence = sequence
        self.epoch = epoch
        if let marker = html.firstRange(of: " data-load-target") {
            target = Self.attribute("data-wf", inTagAt: marker.lowerBound, of: html).flatMap { Int($0) }
        } else {
            target = nil
        }
    }

    /// The value of `wf_browser` in one `Set-Cookie` header value.
    static func browserCookie(in header: String) -> String? {
        guard let pair = header.split(separator: ";").first else { return nil }
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingSpaces == "wf_browser" else { return nil }
        return String(parts[1].trimmingSpaces)
    }

    /// The value of the attribute `name` in the tag that contains `position` (or starts there).
    static func attribute(_ name: String, inTagAt position: String.Index, of html: String) -> String? {
        guard let open = html[...position].lastIndex(of: "<"),
            let close = html[position...].firstIndex(of: ">")
        else { return nil }
        let tag = html[open..<close]
        guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<end])
    }

    /// Undoes the server's attribute escaping (a token is hex and a dot, so this is only
    /// defence against a future token format).
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return
            text
            .replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'")
            .replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
    }
}

/// A page the load tool cannot use.
public enum PageScanError: Error, Equatable, CustomStringConvertible {
    /// The page lacked the named part.
    case missing(String)

    /// What the page lacked.
    public var description: String {
        switch self {
        case .missing(let what): "the page has no \(what)"
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var trimmed = self
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
