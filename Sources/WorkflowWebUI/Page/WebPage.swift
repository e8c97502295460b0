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
    public static func document(title: String, token: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="wf-token" content="\(HTMLWriter.escapeAttribute(token))">
        <title>\(HTMLWriter.escapeText(title))</title>
        <link rel="stylesheet" href="\(stylesheetPath)">
        <script src="\(scriptPath)" defer></script>
        </head>
        <body>\(body)</body>
        </html>
        """
    }

    /// The `Content-Security-Policy` a page should be served with: scripts, styles and
    /// connections only from the page's own origin (style attributes allowed, for layout
    /// values such as a split's ratio), no frames, no plugins, no forms posting anywhere.
    public static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}
