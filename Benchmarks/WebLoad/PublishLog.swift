#if WebServer
/// What the publisher of a broadcast run has sent, shared with every session: each message's
/// send time (message `k` at index `k − 1`, on ``Clocks``), and whether it is done, so that
/// the listening sessions know how many messages to wait for at the end.
struct PublishLog: Sendable {
    var sentAt: [UInt64] = []
    /// Set once the publisher has sent its last message.
    var isFinished = false
}
#endif
