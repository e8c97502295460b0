#if WebServer
import Synchronization
@testable import WorkflowWebServer

/// A page link that hands what a session sends to a stream, in order, until it is closed.
final class StreamLink: PageLink {
    let written: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let isClosed = Atomic<Bool>(false)

    init() {
        (written, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func send(_ json: [UInt8]) {
        guard !isClosed.load(ordering: .acquiring) else { return }
        continuation.yield(String(decoding: json, as: UTF8.self))
    }

    func close() {
        isClosed.store(true, ordering: .releasing)
    }
}
#endif
