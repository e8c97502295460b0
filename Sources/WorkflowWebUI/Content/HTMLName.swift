/// Checks of the names that become markup: tags and attribute names come from code, so a bad
/// one is a programming error, never something to escape.
enum HTMLName {
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                || scalar == ":"
        }
    }

    static func require(_ name: String, as what: String) {
        precondition(
            isValid(name),
            "\"\(name)\" is not a valid HTML \(what) name: use letters, digits, hyphens, underscores and colons, starting with a letter")
    }
}
