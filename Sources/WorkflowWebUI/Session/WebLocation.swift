/// Where a web app's page is: the URL the address bar shows (below the path the app is
/// mounted at) and the document's title.
///
/// An app maps its root rendering to a location (see ``WebSession/locate``); when a change
/// moves the app to another location, the page adds it to the browser's history
/// (`history.pushState`), so Back and Forward walk it, a reload opens the same screen, and the
/// URL can be shared. Going the other way, the server makes the app's root workflow from a
/// location: the one a page was loaded at, or the one Back or Forward went to.
public struct WebLocation: Equatable, Hashable, Sendable {
    /// The path's segments below the app's mount path, decoded: `["3", "edit"]` for
    /// `/todo/3/edit` when the app is mounted at `/todo`; empty for the app's root.
    public var path: [String]
    /// The query's names and values, decoded; a name given twice keeps its last value.
    public var query: [String: String]
    /// The document's title at this location.
    public var title: String
    /// Whether this location names nothing the app has: its page is then served with
    /// `404 Not Found` (it still shows what the app renders for it).
    public var isNotFound: Bool

    /// A location at `path` (below the app's mount path) with `query`, titled `title`.
    public init(path: [String] = [], query: [String: String] = [:], title: String = "", isNotFound: Bool = false) {
        self.path = path
        self.query = query
        self.title = title
        self.isNotFound = isNotFound
    }

    /// Reads the location of `url` (a path with an optional query, as a request or the
    /// address bar has it) below `prefix`, the app's mount path; `nil` when the URL is not
    /// below it or is not valid percent-encoding.
    public init?(url: String, below prefix: String) {
        let (pathPart, queryPart) = url.firstIndex(of: "?").map { (url[..<$0], url[url.index(after: $0)...]) } ?? (url[...], nil)
        let mount = prefix.split(separator: "/", omittingEmptySubsequences: true)
        let segments = pathPart.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count >= mount.count, Array(segments.prefix(mount.count)) == mount else { return nil }
        var path: [String] = []
        for segment in segments.dropFirst(mount.count) {
            guard let decoded = Self.percentDecoded(segment) else { return nil }
            path.append(decoded)
        }
        var query: [String: String] = [:]
        for pair in (queryPart ?? "").split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let plusAsSpace = { (text: Substring) in Substring(text.map { $0 == "+" ? " " : $0 }) }
            guard let name = Self.percentDecoded(plusAsSpace(parts[0])),
                let value = Self.percentDecoded(plusAsSpace(parts.count > 1 ? parts[1] : ""))
            else { return nil }
            query[name] = value
        }
        self.init(path: path, query: query)
    }

    /// The location's URL below `prefix` (the app's mount path), percent-encoded, with the
    /// query's names in order.
    public func url(below prefix: String) -> String {
        let mount = prefix.split(separator: "/").joined(separator: "/")
        var url = "/" + ([mount] + path.map(Self.percentEncoded)).filter { !$0.isEmpty }.joined(separator: "/")
        if !query.isEmpty {
            url +=
                "?"
                + query.sorted { $0.key < $1.key }
                .map { Self.percentEncoded($0.key) + "=" + Self.percentEncoded($0.value) }
                .joined(separator: "&")
        }
        return url
    }

    /// `text` with every byte outside RFC 3986's unreserved set percent-encoded; a segment of
    /// only dots is encoded too, since a browser would read `.` and `..` as moves in the path.
    static func percentEncoded(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy({ $0 == "." }) { return String(repeating: "%2E", count: text.count) }
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return encoded
    }

    /// The value of the hex digit `byte`; `nil` for anything else (a sign, too).
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `text` with its `%XX` escapes decoded; `nil` for a broken escape or bytes that are not
    /// UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let high = utf8.index(after: index)
                guard high < utf8.endIndex else { return nil }
                let low = utf8.index(after: high)
                guard low < utf8.endIndex, let upper = hexValue(utf8[high]), let lower = hexValue(utf8[low]) else { return nil }
                bytes.append(upper << 4 | lower)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
