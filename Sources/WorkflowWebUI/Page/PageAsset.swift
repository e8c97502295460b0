// The page's script and stylesheet are real files beside this one, `workflow.js` and `workflow.css`, so that editors and
// linters read them; SwiftPM embeds their bytes in the module (`.embedInCode` in Package.swift, which generates
// `PackageResources`), and this file turns those bytes into what a server sends, once, on first use.

extension WebPage {
    /// The page's script, served at ``scriptPath``: it joins the session over a WebSocket, reports events, applies
    /// patches, keeps what the person is typing and reconnects without losing or repeating an event, as
    /// `docs/web-protocol.md` describes.
    ///
    /// Its source is `Sources/WorkflowWebUI/Page/workflow.js`. The protocol version it joins with is
    /// ``ClientMessage/protocolVersion``, and it reports progress (`seen`) at a quarter of
    /// ``WebSession/unacknowledgedPatchLimit``: both are filled in from those constants, so the two sides cannot
    /// disagree.
    public static let script = PageAsset.served(
        PackageResources.workflow_js,
        filling: [
            ("__WF_PROTOCOL_VERSION__", String(ClientMessage.protocolVersion)),
            ("__WF_SEEN_EVERY__", String(FlowControl.seenEvery)),
        ]
    )

    /// The backend's own styles, served at ``stylesheetPath``: the containers' layout, modal dialogs, the reconnecting
    /// indicator, and a plain, readable look for common elements. An app appends its own rules after these.
    ///
    /// Its source is `Sources/WorkflowWebUI/Page/workflow.css`.
    public static let stylesheet = PageAsset.served(PackageResources.workflow_css)
}

/// Makes an embedded page file into the text served.
enum PageAsset {
    /// The text a server sends for a page file: everything after the file's first paragraph (its header comment, for
    /// the reader, which ends at the first blank line) without the file's final newline, with each placeholder
    /// replaced by its value.
    ///
    /// A file without a header, or a placeholder the file does not contain, is a programmer error: it traps, on the
    /// first use of the asset, rather than serving a page that cannot work.
    static func served(_ bytes: [UInt8], filling placeholders: [(name: String, value: String)] = []) -> String {
        let file = String(decoding: bytes, as: UTF8.self)
        guard let headerEnd = file.firstRange(of: "\n\n") else {
            preconditionFailure("a page file starts with a header comment ended by a blank line")
        }
        var text = file[headerEnd.upperBound...]
        if text.hasSuffix("\n") { text.removeLast() }
        var served = String(text)
        for (name, value) in placeholders {
            precondition(served.contains(name), "the page file has no placeholder \(name)")
            served.replace(name, with: value)
        }
        return served
    }
}
