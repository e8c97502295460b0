/// The page of one browser session, as the server sees it: hands out element ids and collects
/// the patch operations that bring the browser's page up to date with the views.
public final class WebDocument {
    private var nextID = 1
    private var operations: [PatchOperation] = []

    /// A new, empty page. The root container has id 0.
    public init() {}

    /// An id no element of this page has had.
    func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// The first of `count` consecutive ids no element of this page has had: a row of a
    /// compactly kept list numbers its elements from it.
    func makeIDs(count: Int) -> Int {
        defer { nextID += count }
        return nextID
    }

    func record(_ operation: PatchOperation) {
        operations.append(operation)
    }

    /// The operations recorded since the last call, in order.
    public func takeOperations() -> [PatchOperation] {
        defer { operations = [] }
        return operations
    }
}
