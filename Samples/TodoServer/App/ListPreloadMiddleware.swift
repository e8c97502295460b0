#if WebServer
import Hummingbird
import WorkflowWebUI

/// Reads the signed-in user's list into the request context before a mounted to-do app sees
/// the request, so that the workflow starts with it (``TodoAppWorkflow/initialItems``): the
/// first page load shows the items, and a URL naming no item is answered `404`. The same
/// happens before the WebSocket upgrade, so a session restored on another node starts from the
/// list as stored now.
///
/// A failed read is no error here: the workflow then reads the list itself and says what went
/// wrong on the page.
struct ListPreloadMiddleware: RouterMiddleware {
    typealias Context = TodoRequestContext

    let store: any TodoStore
    /// The list a user sees: their own (`user:NAME`) or the shared board (`team`).
    let list: @Sendable (_ user: String) -> String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let path = request.uri.path
        // The app's script and stylesheet need no list.
        let isAsset = path.hasSuffix(WebPage.scriptPath) || path.hasSuffix(WebPage.stylesheetPath)
        if let user = context.user, !isAsset {
            context.listItems = try? await store.items(in: list(user))
        }
        return try await next(request, context)
    }
}
#endif
