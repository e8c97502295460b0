#if WebServer
import Hummingbird

/// The pages the app writes itself, not workflows: the landing page and the sign-in form,
/// plain HTML with a stylesheet of their own.
enum SitePages {
    static let stylesheetPath = "/site.css"

    static func landing(user: String?) -> Response {
        let action =
            user.map { "<p>Signed in as \(escape($0)). <a href=\"/todo\">Open your to-do list</a> · <a href=\"/logout\">Sign out</a></p>" }
            ?? "<p><a class=\"primary\" href=\"/login\">Sign in</a> to see your to-do list.</p>"
        return html(
            title: "Workflow to-do",
            body: """
                <main class="card">
                <h1>Workflow to-do</h1>
                <p>A to-do list for each user, kept in SQLite. The list itself is a Workflow app,
                served live from the server at <code>/todo</code>; this page and the sign-in form are
                plain Hummingbird routes.</p>
                \(action)
                </main>
                """)
    }

    /// The sign-in form, with `problem` above it and `user` filled in after a failed try.
    static func login(problem: String? = nil, user: String = "", status: HTTPResponse.Status = .ok) -> Response {
        let problemLine = problem.map { "<p class=\"problem\" role=\"alert\">\(escape($0))</p>" } ?? ""
        return html(
            title: "Sign in — Workflow to-do", status: status,
            body: """
                <main class="card">
                <h1>Sign in</h1>
                \(problemLine)
                <form method="post" action="/login">
                <label for="user">User</label>
                <input id="user" name="user" autocomplete="username" value="\(escape(user))" required autofocus>
                <label for="password">Password</label>
                <input id="password" name="password" type="password" autocomplete="current-password" required>
                <button class="primary" type="submit">Sign in</button>
                </form>
                <p class="muted">Demo users: alice / alice-password, bob / bob-password.</p>
                </main>
                """)
    }

    static let stylesheet = """
        body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
        main.card { max-width: 32rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
        h1 { margin-top: 0; }
        label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
        input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #b8bfcc; border-radius: 6px; }
        button, a.primary { margin-top: 1.25rem; padding: .55rem 1.2rem; font-size: 1rem; border-radius: 6px; border: 0; background: #2f5fd0; color: #fff; text-decoration: none; display: inline-block; cursor: pointer; }
        .problem { background: #fdecec; color: #8a1c1c; padding: .6rem .8rem; border-radius: 6px; }
        .muted { color: #5b6475; font-size: .9rem; }
        """

    static func stylesheetResponse() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/css; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: stylesheet)))
    }

    private static func html(title: String, status: HTTPResponse.Status = .ok, body: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = "default-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-store"
        let page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <link rel="stylesheet" href="\(stylesheetPath)">
            </head>
            <body>
            \(body)
            </body>
            </html>
            """
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
#endif
