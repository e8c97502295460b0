/// A compactly kept list as its container element carries it (see ``rows(_:key:tag:row:)``):
/// the items, how to key them and make their rows, and the caller's specialized comparison.
///
/// A class, so that an element declaring rows carries one reference rather than the list's
/// closures, and so that the server's copy of the list can keep the latest declaration whole.
final class RowsDeclaration<Item: Equatable, Key: Hashable>: DeclaredRows {
    let items: [Item]
    let key: (Item) -> Key
    let row: (Item) -> WebElement
    let scan: ([Item], [Item]) -> RowScan

    init(
        items: [Item],
        key: @escaping (Item) -> Key,
        row: @escaping (Item) -> WebElement,
        scan: @escaping ([Item], [Item]) -> RowScan
    ) {
        self.items = items
        self.key = key
        self.row = row
        self.scan = scan
    }

    func build(in document: WebDocument) -> any RetainedRows {
        KeptRows(self, document: document)
    }
}

/// Declared rows of some item type, as an element carries them.
protocol DeclaredRows: AnyObject {
    /// The server's copy of these rows, with ids for every row's elements.
    func build(in document: WebDocument) -> any RetainedRows
}
