import Testing
@testable import WorkflowWebUI

@Suite struct WebHandlersTests {
    @Test func eventsAreListedInOneOrderWhateverOrderTheyWereSetIn() {
        var clickFirst = WebHandlers()
        clickFirst[.click] = .action {}
        clickFirst[.input] = .value { _ in }
        var inputFirst = WebHandlers()
        inputFirst[.input] = .value { _ in }
        inputFirst[.click] = .action {}
        #expect(clickFirst.eventsAttribute == "click input")
        #expect(inputFirst.eventsAttribute == "click input")
        #expect(clickFirst.handlesSameEvents(as: inputFirst))
    }

    @Test func settingAnEventAgainReplacesItsHandlerAndNilRemovesIt() {
        var handlers = WebHandlers()
        var calls: [String] = []
        handlers[.click] = .action { calls.append("first") }
        handlers[.click] = .action { calls.append("second") }
        handlers[.click]?.call(with: nil)
        #expect(calls == ["second"])
        #expect(handlers.eventsAttribute == "click")

        handlers[.click] = nil
        #expect(handlers.isEmpty)
        #expect(handlers.eventsAttribute == nil)
        #expect(
            !handlers.handlesSameEvents(
                as: {
                    var other = WebHandlers(); other[.click] = .action {}; return other
                }()))
        #expect(handlers.handlesSameEvents(as: WebHandlers()))
    }
}
