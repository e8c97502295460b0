#if WebServer
import Hummingbird

/// Puts the user of a valid sign-in cookie in the request context, for every route.
struct SignedInUserMiddleware: RouterMiddleware {
    typealias Context = TodoRequestContext

    let cookies: SignInCookie

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.user = request.cookies[SignInCookie.name].flatMap { cookies.user(in: $0.value) }
        return try await next(request, context)
    }
}

/// Lets signed-in users through; sends anyone else to the sign-in form (or, for what a form
/// cannot follow, such as the WebSocket upgrade, answers `401`).
struct RequireSignedInMiddleware: RouterMiddleware {
    typealias Context = TodoRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard context.user == nil else { return try await next(request, context) }
        let isUpgrade = request.headers[.upgrade] != nil
        guard request.method == .get || request.method == .head, !isUpgrade else {
            return Response(status: .unauthorized)
        }
        return Response(status: .seeOther, headers: [.location: "/login"])
    }
}
#endif
