import Testing
import WorkflowUI

/// Container screens that cannot be shown stop the program with a message naming the value.
@Suite struct ContainerProgrammerErrorTests {
    @Test func aSplitWithAnEmptySideStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = SplitScreen(leading: Label("a"), trailing: Label("b"), ratio: 1.5)
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("SplitScreen ratio 1.5 is not strictly between 0 and 1"))
    }

    @Test func twoFramesWithTheSameIdentityStop() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = BackStackScreen(Label("list"), Badge(count: 1), Label("list again"))
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("BackStackScreen has two frames identified as Label; give one of them a distinct key"))
    }
}

@Suite struct TabScreenProgrammerErrorTests {
    @Test func aTabScreenWithoutTabsStopsWithAMessage() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = TabScreen(tabs: [])
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("TabScreen needs at least one tab"))
    }

    @Test func aSelectedIndexOutsideTheTabsStopsWithAMessageNamingIt() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = TabScreen(tabs: [TabScreen.Tab(title: "only", screen: Label("a"))], selectedIndex: 2)
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("TabScreen selectedIndex 2 is outside its 1 tab(s)"))
    }
}
