@_spi(Backend) import WorkflowUI

/// The web backend's view: the server's retained copy of the part of the page that shows one
/// screen, from its top element down to the child screens it places.
///
/// A view is made and updated by its ``WorkflowUI/ViewDescription`` (see
/// ``WorkflowUI/ViewDescription/web(kind:content:)``). While it is on the page, each update
/// records the patch operations that bring the browser's copy up to date; before that, it
/// only builds.
public final class WebView {
    let kind: ViewKind
    let document: WebDocument
    private var declaredRoot: RetainedElement?
    private(set) var isOnPage = false
    /// For a back stack's view: goes back through the latest stack, so that the frames'
    /// environments stay the same from one rendering to the next. Made when first used.
    private(set) lazy var goBackForwarder = GoBackForwarder()

    init(kind: ViewKind, document: WebDocument) {
        self.kind = kind
        self.document = document
    }

    /// The top element; views are always updated once when built, so it exists.
    var root: RetainedElement {
        guard let declaredRoot else { fatalError("internal: a WebView of kind \(kind) was read before its first update") }
        return declaredRoot
    }

    /// Shows `declared`: builds the retained tree the first time, reconciles it afterwards.
    /// A declaration whose top element has another tag replaces the whole view's markup.
    func update(to declared: WebElement, in environment: ViewEnvironment) {
        let reconciler = Reconciler(document: document, environment: environment, isOnPage: isOnPage)
        if let declaredRoot, declaredRoot.tag == declared.tag {
            reconciler.update(declaredRoot, to: declared)
        } else {
            let oldID = declaredRoot?.id
            let built = reconciler.build(declared)
            declaredRoot = built
            if isOnPage, let oldID {
                // The top element itself changed: swap it for the new one inside its parent.
                document.record(.replaceElement(element: oldID, html: HTMLWriter.html(of: built)))
                Reconciler.placeOnPage(.element(built), document: document)
            }
        }
    }

    /// Marks the view and the views of its child screens as being on the page.
    func placeOnPage() {
        guard !isOnPage else { return }
        isOnPage = true
        Reconciler.placeOnPage(.element(root), document: document)
    }

    /// The handlers of the element with `id` in this view or the views of its child screens.
    func handlers(ofElement id: Int) -> WebHandlers? {
        root.handlers(ofElement: id)
    }
}
