import Testing
@testable import WorkflowWebUI

/// Tag and attribute names are checked byte by byte each time content is declared: letters,
/// digits, `-`, `_` and `:`, starting with a letter; capitals are lowered; anything else stops
/// the program with a message naming the name.
@Suite struct HTMLNameTests {
    @Test(arguments: ["a", "div", "h1", "data-load-target", "aria-label", "xml:lang", "my_tag", "x-1"])
    func aNameInLowerCaseIsKeptAsItIs(name: String) {
        #expect(HTMLName.check(name) == .lowercase)
        #expect(HTMLName.required(name, as: "tag") == name)
    }

    @Test(arguments: [("DIV", "div"), ("data-Load-Target", "data-load-target"), ("Zz9", "zz9")])
    func capitalsAreLowered(name: String, lowered: String) {
        #expect(HTMLName.check(name) == .hasCapitals)
        #expect(HTMLName.required(name, as: "attribute") == lowered)
    }

    /// Long names too: past 15 bytes a string's bytes are on the heap, not inline.
    @Test func aLongNameIsReadWhole() {
        let long = String(repeating: "abcdefgh", count: 8)
        #expect(HTMLName.check(long) == .lowercase)
        #expect(HTMLName.check(long + "!") == .invalid)
        #expect(HTMLName.check(long.uppercased()) == .hasCapitals)
    }

    @Test(arguments: ["", "1a", "-a", "_a", ":a", "a b", "a\"", "a>", "é", "aé", "a=b", "a/b"])
    func anythingElseIsInvalid(name: String) {
        #expect(HTMLName.check(name) == .invalid)
    }

    @Test func anInvalidNameStopsNamingIt() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = div { "x" }.attribute("1st", "value")
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(#""1st" is not a valid HTML attribute name"#))
    }

    /// Event handlers (`on…`) and the backend's own `data-wf…` attributes are set only by the
    /// backend: their prefixes are compared as bytes, on the lowered name.
    @Test(arguments: [
        ("on", true), ("onclick", true), ("one", true), ("data-wf", true), ("data-wf-on", true), ("data-wfx", true),
        ("o", false), ("class", false), ("data-w", false), ("data-load-target", false), ("aria-on", false), ("", false),
    ])
    func reservedAttributesAreFoundByTheirPrefix(name: String, isReserved: Bool) {
        #expect(HTMLName.isReservedAttribute(name) == isReserved)
    }

    @Test func aReservedAttributeStopsNamingIt() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = div { "x" }.attribute("OnClick", "alert(1)")
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(#"attribute "OnClick" is reserved"#))
    }
}
