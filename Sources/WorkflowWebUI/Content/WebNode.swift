public import WorkflowUI

/// One piece of declared web content: an element, a run of text, or a child screen placed in
/// a slot. Screens declare their content as a tree of these with the ``WebContentBuilder``
/// DSL; the backend compares each declaration with the page the browser has and sends only
/// the difference.
///
/// Content is values only. Text and attribute values are escaped when the page is written,
/// so no user data ever becomes markup.
public struct WebNode {
    enum Kind {
        case element(WebElement)
        case text(String)
        case screen(AnyScreen, key: String)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Text, escaped when written. Adjacent text nodes are joined and empty ones dropped, the
    /// way the browser's parser would, so that the server's tree and the page's stay alike.
    public static func text(_ text: String) -> WebNode {
        WebNode(.text(text))
    }

    /// A child screen, shown by whatever view the environment binds to its type, and kept
    /// while later declarations place a compatible screen with the same `key` here.
    public static func screen(_ screen: any Screen, key: String = "") -> WebNode {
        WebNode(.screen(AnyScreen(screen), key: key))
    }
}
