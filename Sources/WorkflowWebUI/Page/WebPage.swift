/// The HTML document a server sends for a new session, and the paths of the assets it loads.
///
/// The document is complete without JavaScript: the session's current page is in it, inside
/// `#wf-root`. The script then joins the session with the token in `<meta name="wf-token">`.
public enum WebPage {
    /// Where the page loads ``script`` from.
    public static let scriptPath = "/workflow.js"
    /// Where the page loads ``stylesheet`` (and the app's own styles after it) from.
    public static let stylesheetPath = "/workflow.css"
    /// The path of the session's WebSocket.
    public static let socketPath = "/live"

    /// The document for a session.
    ///
    /// - Parameters:
    ///   - title: The page title; escaped.
    ///   - token: The session token the script joins with; escaped.
    ///   - body: The session's ``WebSession/pageHTML``.
    ///   - mountPath: The path the app is mounted at (`/` or a prefix such as `/todo`), which
    ///     the script, stylesheet and WebSocket paths are under.
    ///   - usesLocations: Whether the app's URLs follow its screens (``WebSession/locate``):
    ///     the page then moves through real URLs in the browser's history, rather than
    ///     mirroring back stack depth with `#` fragments.
    public static func document(title: String, token: String, body: String, mountPath: String = "/", usesLocations: Bool = false) -> String
    {
        let prefix = mountPath.hasSuffix("/") ? String(mountPath.dropLast()) : mountPath
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="wf-token" content="\(HTMLWriter.escapeAttribute(token))">
            <meta name="wf-mount" content="\(HTMLWriter.escapeAttribute(prefix))">\(usesLocations ? "\n<meta name=\"wf-locations\" content=\"1\">" : "")
            <title>\(HTMLWriter.escapeText(title))</title>
            <link rel="stylesheet" href="\(HTMLWriter.escapeAttribute(prefix + stylesheetPath))">
            <script src="\(HTMLWriter.escapeAttribute(prefix + scriptPath))" defer></script>
            </head>
            <body>\(body)</body>
            </html>
            """
    }

    /// The `Content-Security-Policy` a page should be served with: scripts, styles and
    /// connections only from the page's own origin (style attributes allowed, for layout
    /// values such as a split's ratio), no frames, no plugins, no forms posting anywhere.
    public static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}
