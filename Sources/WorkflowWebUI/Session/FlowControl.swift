/// The numbers of the page protocol's flow control ("Flow control" in `docs/web-protocol.md`), outside the generic
/// ``WebSession`` so that the page's script is filled in with the same ones (see `PageAsset.swift`).
enum FlowControl {
    /// How many patches the server sends beyond the latest one the page has said it applied: what
    /// ``WebSession/unacknowledgedPatchLimit`` says.
    static let unacknowledgedPatchLimit = 32

    /// How many patches a page applies, having sent nothing, before it says so with `seen`: a quarter of the window,
    /// so that a page that only listens reports well before the server holds patches back.
    static let seenEvery = max(1, unacknowledgedPatchLimit / 4)
}
