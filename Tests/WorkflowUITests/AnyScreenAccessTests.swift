import Testing
import WorkflowUI

@Suite struct AnyScreenAccessTests {
    @Test func returnsTheWrappedScreenAsItsOwnType() {
        let screen = AnyScreen(Label("hello", key: "greeting"))
        #expect(screen.as(Label.self)?.text == "hello")
        #expect(screen.as(Label.self)?.key == "greeting")
    }

    @Test func returnsNilForAnotherScreenType() {
        #expect(AnyScreen(Label("hello")).as(Badge.self) == nil)
        #expect(AnyScreen(Badge(count: 3)).as(Label.self) == nil)
    }

    @Test func seesThroughNestedAnyScreensButNotOtherWrappers() {
        let nested = AnyScreen(AnyScreen(Badge(count: 3)))
        #expect(nested.as(Badge.self)?.count == 3)

        let named = AnyScreen(NamedScreen(Label("record"), name: "first"))
        #expect(named.as(Label.self) == nil, "a NamedScreen is returned as itself, not looked through")
        #expect(named.as(NamedScreen<Label>.self)?.wrapped.text == "record")
    }

    @Test func askingForAnyScreenReturnsTheScreenItself() {
        let screen = AnyScreen(Label("hello"))
        #expect(screen.as(AnyScreen.self)?.as(Label.self)?.text == "hello")
    }
}
