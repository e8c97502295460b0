/// One thing to do.
public struct TodoItem: Equatable, Sendable, Codable, Identifiable {
    /// Identifies the item.
    public var id: Int
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var isDone: Bool

    /// An item, not done unless `isDone` says so; `id` must be unique in its list.
    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    /// The title an edited draft saves as: the draft without the spaces and line breaks
    /// around it. Empty means the draft had no title to give, and the old one stays.
    public static func title(fromDraft draft: String) -> String {
        String(draft.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// A few items for demos.
    public static let samples: [TodoItem] = [
        TodoItem(id: 1, title: "Water the plants"),
        TodoItem(id: 2, title: "Write the release notes"),
        TodoItem(id: 3, title: "Call the bank", isDone: true),
    ]
}
