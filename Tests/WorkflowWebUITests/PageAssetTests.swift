import Testing
@testable import WorkflowWebUI

/// The page's script and stylesheet are files embedded in the module; what is served is their code, without the header
/// written for the reader, with every constant the script shares with the server filled in.
@Suite struct PageAssetTests {
    @Test func theScriptIsServedWithEveryPlaceholderFilledIn() {
        #expect(!WebPage.script.contains("__WF_"))
        #expect(FlowControl.seenEvery == WebSession<ScreenSwitcher>.unacknowledgedPatchLimit / 4)
        #expect(WebPage.script.contains(#"JSON.stringify({ type: "join", v: \#(ClientMessage.protocolVersion), token: token"#))
        #expect(WebPage.script.contains("if (seq - reported >= \(FlowControl.seenEvery) && isOpen())"))
    }

    @Test func theServedFilesAreTheirCodeWithoutTheReadersHeader() {
        #expect(WebPage.script.hasPrefix("(() => {\n  \"use strict\";"))
        #expect(WebPage.script.hasSuffix("  connect();\n})();"))
        #expect(WebPage.stylesheet.hasPrefix(":root {\n"))
        #expect(WebPage.stylesheet.hasSuffix(".actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 16px; }"))
        #expect(!WebPage.stylesheet.contains("/*"))
    }

    @Test func aFileIsServedFromItsFirstBlankLineWithItsPlaceholdersFilled() {
        let file = Array("// A header,\n// two lines.\n\nlet a = __A__;\n\nlet b = __B__ + __A__;\n".utf8)
        #expect(PageAsset.served(file, filling: [("__A__", "1"), ("__B__", "two")]) == "let a = 1;\n\nlet b = two + 1;")
        #expect(PageAsset.served(Array("/* header */\n\nbody".utf8)) == "body")
    }

    @Test func aPlaceholderMissingFromTheFileStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = PageAsset.served(Array("// header\n\nlet a = 1;\n".utf8), filling: [("__A__", "1")])
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("the page file has no placeholder __A__"))
    }

    @Test func aFileWithoutAHeaderStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = PageAsset.served(Array("let a = 1;\n".utf8))
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("a page file starts with a header comment"))
    }
}
