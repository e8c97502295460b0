@_spi(Backend) import WorkflowUI

/// A place in a web view where a child screen is shown: a wrapper element whose content is the
/// child screen's view, kept while the screens stay compatible and replaced (in one patch
/// operation) when they do not. A binding error shows as a visible message in the slot.
final class WebScreenSlot {
    let id: Int
    let key: String
    private let container = DescribedViewContainer<WebBackend>()
    private var errorMessage: String?

    init(id: Int, key: String) {
        self.id = id
        self.key = key
    }

    /// The view showing the latest screen, if it could be shown.
    var view: WebView? {
        errorMessage == nil ? container.view : nil
    }

    /// Shows `screen`; in a slot that is on the page, a new view's markup replaces the slot's
    /// content through `document`.
    func show(_ screen: any Screen, in environment: ViewEnvironment, document: WebDocument, isOnPage: Bool) {
        do {
            let change = try container.show(screen, in: environment)
            // An equal screen in the same environment: nothing to describe, diff or send. (The
            // container shows any screen after one it could not show, so there was no error.)
            if change == .unchanged { return }
            let hadError = errorMessage != nil
            errorMessage = nil
            guard let view = container.view else { return }
            if change == .built || change == .replaced || hadError, isOnPage {
                document.record(.replaceContent(element: id, html: HTMLWriter.html(of: view)))
                view.placeOnPage()
            }
        } catch {
            errorMessage = error.description
            if isOnPage {
                document.record(.replaceContent(element: id, html: HTMLWriter.errorHTML(error.description)))
            }
        }
    }

    /// Marks the child view as being on the page: from now on its changes become patches.
    func placeOnPage() {
        view?.placeOnPage()
    }

    /// The slot's content as markup.
    var contentHTML: String {
        if let errorMessage { return HTMLWriter.errorHTML(errorMessage) }
        return view.map(HTMLWriter.html(of:)) ?? ""
    }
}
