import Testing
@testable import WorkflowWebUI

/// The builder gathers a block one declaration at a time into one list, and an element keeps
/// its fields in storage its copies share until one changes: what a block declares, and what a
/// modifier changes, must come out exactly as written.
@Suite struct WebContentBuilderTests {
    /// The nodes of `element`, as `tag` for elements and `"text"` for texts.
    private func shape(_ element: WebElement) -> [String] {
        element.children.map { node in
            switch node.kind {
            case .element(let child): "<\(child.tag)>"
            case .text(let text): "\"\(text)\""
            case .screen(_, let key): "screen \(key)"
            }
        }
    }

    @Test func anEmptyBlockDeclaresNothing() {
        #expect(shape(div {}).isEmpty)
    }

    @Test func aBlockKeepsItsDeclarationsInOrder() {
        let items = ["b", "c"]
        let element = div {
            "a"
            items.map { WebNode.text($0) }
            p("d")
            for item in items { span(item) }
            WebNode.text("e")
        }
        #expect(shape(element) == [#""a""#, #""b""#, #""c""#, "<p>", "<span>", "<span>", #""e""#])
    }

    @Test(arguments: [false, true])
    func conditionsDeclareTheirBranch(_ holds: Bool) {
        let element = div {
            if holds { p("yes") }
            if holds { span("then") } else { "else" }
            "after"
        }
        #expect(shape(element) == (holds ? ["<p>", "<span>", #""after""#] : [#""else""#, #""after""#]))
    }

    /// A list declared first is copied, not changed, when the block adds to it.
    @Test func aListDeclaredFirstIsNotChanged() {
        let list = [WebNode.text("a")]
        let element = div {
            list
            "b"
        }
        #expect(list.count == 1)
        #expect(shape(element) == [#""a""#, #""b""#])
    }

    @Test func aModifierOnACopyLeavesTheOriginalAsItWas() {
        let original = div { "x" }.class("a").key("k")
        let changed = original.class("b").attribute("title", "t").key("other").onClick {}
        #expect(original.attributes.map(\.value) == ["a"])
        #expect(original.key == "k")
        #expect(original.handlers.isEmpty)
        #expect(changed.attributes.map(\.name) == ["class", "title"])
        #expect(changed.attribute("class") == "b")
        #expect(changed.key == "other")
        #expect(!changed.handlers.isEmpty)
        #expect(shape(changed) == shape(original))
    }

    @Test func theDSLsOwnElementsCarryTheirAttributes() {
        let field = textField(value: "v", placeholder: "p") { _ in }
        #expect(field.tag == "input")
        #expect(field.attributes.map(\.name) == ["type", "value", "placeholder"])
        let press = button("Go") {}
        #expect(press.tag == "button")
        #expect(press.attribute("type") == "button")
        #expect(shape(press) == [#""Go""#])
    }
}
