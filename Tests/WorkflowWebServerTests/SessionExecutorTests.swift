#if WebServer
import NIOCore
import Testing
@testable import WorkflowWebServer

/// Lenient timers are moved to shared instants, so that the timers of many sessions fire in
/// one wake-up of their loop.
@Suite struct SessionExecutorTests {
    private let step = TimeAmount.milliseconds(250)

    @Test func aDeadlineMovesLaterToTheNextMultipleOfTheLeeway() {
        let deadline = NIODeadline.uptimeNanoseconds(1_100_000_000)
        #expect(SessionExecutor.rounded(deadline, upTo: step) == .uptimeNanoseconds(1_250_000_000))
        #expect(SessionExecutor.rounded(.uptimeNanoseconds(1_000_000_001), upTo: step) == .uptimeNanoseconds(1_250_000_000))
    }

    @Test func timersSetAtDifferentMomentsWithinOneStepShareTheirInstant() {
        let instants = Set((0..<50).map { SessionExecutor.rounded(.uptimeNanoseconds(2_000_000_001 + $0 * 4_999_999), upTo: step) })
        #expect(instants == [.uptimeNanoseconds(2_250_000_000)])
    }

    @Test func aMultipleOfTheLeewayOrNoLeewayLeavesTheDeadlineAsItIs() {
        #expect(SessionExecutor.rounded(.uptimeNanoseconds(1_500_000_000), upTo: step) == .uptimeNanoseconds(1_500_000_000))
        #expect(SessionExecutor.rounded(.uptimeNanoseconds(1_100_000_000), upTo: .zero) == .uptimeNanoseconds(1_100_000_000))
        #expect(SessionExecutor.rounded(.uptimeNanoseconds(1_100_000_000), upTo: .nanoseconds(-5)) == .uptimeNanoseconds(1_100_000_000))
    }

    @Test func theFarFutureDoesNotOverflow() {
        #expect(SessionExecutor.rounded(.distantFuture, upTo: step) == .distantFuture)
    }
}
#endif
