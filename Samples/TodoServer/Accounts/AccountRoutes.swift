#if WebServer
import Foundation
import Hummingbird

/// Signing in and out: `GET /login` shows the form, `POST /login` checks the password and
/// sets the sign-in cookie, `GET /logout` clears it.
struct AccountRoutes: Sendable {
    let store: any TodoStore
    let cookies: SignInCookie

    /// What the sign-in form posts.
    struct SignInForm: Decodable {
        var user: String
        var password: String
    }

    func add(to router: Router<TodoRequestContext>) {
        router.get("login") { _, context in
            context.user == nil ? SitePages.login() : Response(status: .seeOther, headers: [.location: "/todo"])
        }
        router.post("login") { request, context in try await signIn(request, context: context) }
        router.get("logout") { _, _ in
            var response = Response(status: .seeOther, headers: [.location: "/"])
            response.setCookie(
                Cookie(
                    name: SignInCookie.name, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .lax))
            return response
        }
    }

    private func signIn(_ request: Request, context: TodoRequestContext) async throws -> Response {
        let body = try await request.body.collect(upTo: 16 * 1024)
        guard let form = try? URLEncodedFormDecoder().decode(SignInForm.self, from: String(buffer: body)) else {
            return SitePages.login(problem: "Fill in both User and Password.", status: .badRequest)
        }
        let user = form.user.trimmingCharacters(in: .whitespaces)
        guard try await store.verify(user: user, password: form.password) else {
            context.logger.notice("refused a sign-in for \(user)")
            return SitePages.login(problem: "That user name and password do not match.", user: user, status: .unauthorized)
        }
        var response = Response(status: .seeOther, headers: [.location: "/todo"])
        // Lax, not Strict: a link to /todo from elsewhere (a mail, a chat) should open the list
        // signed in. The workflow app's own cookie stays Strict.
        response.setCookie(
            Cookie(
                name: SignInCookie.name, value: cookies.value(for: user), maxAge: Int(SignInCookie.lifetime),
                path: "/", httpOnly: true, sameSite: .lax
            ))
        return response
    }
}
#endif
