/// Checks of the names that become markup: tags and attribute names come from code, so a bad
/// one is a programming error, never something to escape.
enum HTMLName {
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// What a name's bytes say about it, read in one pass.
    enum Check {
        /// Not a valid name.
        case invalid
        /// Valid, and in lower case already (nearly every name written in code).
        case lowercase
        /// Valid, with capitals to lower.
        case hasCapitals
    }

    static func check(_ name: String) -> Check {
        // Over the bytes in place (a short name's are copied to the stack): going through the
        // UTF-8 view's iterator cost about 70 instructions a byte, 2,900 of a counter click's
        // 51,000 (docs/benchmarks.md, scenario 11).
        var name = name
        return name.withUTF8(check(bytes:))
    }

    private static func check(bytes: UnsafeBufferPointer<UInt8>) -> Check {
        guard let first = bytes.first, isLetter(first) else { return .invalid }
        var result = Check.lowercase
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: ":"):
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result = .hasCapitals
            default: return .invalid
            }
        }
        return result
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether an attribute name (in lower case) is one only the backend sets: `data-wf…` ones,
    /// and event handlers (`on…`), which the page's script is the only one to wire up.
    static func isReservedAttribute(_ lowered: String) -> Bool {
        // Over the bytes, as `check(_:)`: `hasPrefix` compares as Unicode, several times the cost.
        var name = lowered
        return name.withUTF8 { bytes in
            starts(bytes, with: "on") || starts(bytes, with: "data-wf")
        }
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
        bytes.starts(with: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    }

    /// `name` in lower case, stopping the program if it is not a valid name. Names are
    /// checked each time content is declared, so the usual case (a valid name in lower case)
    /// is one pass over its bytes and no copy.
    static func required(_ name: String, as what: String) -> String {
        switch check(name) {
        case .lowercase: return name
        case .hasCapitals: return name.lowercased()
        case .invalid:
            preconditionFailure(
                "\"\(name)\" is not a valid HTML \(what) name: use letters, digits, hyphens, underscores and colons, starting with a letter"
            )
        }
    }
}
