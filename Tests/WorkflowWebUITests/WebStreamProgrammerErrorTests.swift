import Testing
import WorkflowUI
@testable import WorkflowWebUI

/// A stream declared in a way it cannot be shown stops the program with a message naming the
/// mistake.
@Suite struct WebStreamProgrammerErrorTests {
    @Test func aLimitOfZeroStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = stream(WebStream<String>(key: { $0 }), limit: 0) { line in p(line) }
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a stream's limit must be positive"))
    }

    @Test func anItemHoldingAChildScreenStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = HTMLWriter.streamItemHTML(div { WebNode.screen(CountScreen(count: 1, onIncrement: {})) }, key: "k")
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a stream item may not contain a child screen"))
    }
}
