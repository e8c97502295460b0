/// A fake search back end: a list of titles searched by case-insensitive substring, after a
/// latency measured on a clock, as a network call would take.
public struct SearchIndex: Sendable {
    /// Everything that can be found.
    public var titles: [String]

    /// Makes an index over `titles`.
    public init(titles: [String]) {
        self.titles = titles
    }

    /// The titles that contain `query`, ignoring case, in index order.
    public func matches(for query: String) -> [String] {
        let needle = query.lowercased()
        return titles.filter { $0.lowercased().contains(needle) }
    }

    /// A few book titles, for demos and tests.
    public static let sample = SearchIndex(titles: [
        "Swift Concurrency in Practice",
        "Structured Programming",
        "State Machines for Everyone",
        "The Workflow Pattern",
        "Types and Programming Languages",
        "Working Effectively with Legacy Code",
    ])
}
