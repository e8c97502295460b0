@_spi(Backend) import WorkflowUI

/// A web view's ``WorkflowUI/ViewSlot``: a wrapper element whose content is the child screen's
/// view, kept while the screens stay compatible and replaced (in one patch operation) when they
/// are not. A binding error shows as a visible message in the slot.
final class WebScreenSlot {
    let id: Int
    let key: String
    private var slot = ViewSlot<WebBackend>()

    init(id: Int, key: String) {
        self.id = id
        self.key = key
    }

    /// The view showing the latest screen, if it could be shown.
    var view: WebView? {
        slot.view
    }

    /// Shows `screen`; in a slot that is on the page, a new view's markup (or the error that
    /// replaced it) replaces the slot's content through `document`.
    func show(_ screen: any Screen, in environment: ViewEnvironment, document: WebDocument, isOnPage: Bool) {
        let hadError = slot.error != nil
        let change = slot.show(screen, in: environment)
        // An equal screen in the same environment: nothing to describe, diff or send. (The
        // slot shows any screen after one it could not show, so there was no error.)
        if change == .unchanged { return }
        if let error = slot.error {
            if isOnPage {
                document.record(.replaceContent(element: id, html: HTMLWriter.errorHTML(error.description)))
            }
            return
        }
        guard let view = slot.view else { return }
        if change == .built || change == .replaced || hadError, isOnPage {
            document.record(.replaceContent(element: id, html: HTMLWriter.html(of: view)))
            view.placeOnPage()
        }
    }

    /// Marks the child view as being on the page: from now on its changes become patches.
    func placeOnPage() {
        view?.placeOnPage()
    }

    /// The slot's content as markup.
    var contentHTML: String {
        if let error = slot.error { return HTMLWriter.errorHTML(error.description) }
        return view.map(HTMLWriter.html(of:)) ?? ""
    }
}
