import Testing
@_spi(Backend) import WorkflowTerminalUI
@_spi(Backend) import WorkflowUI

/// The terminal backend finds a screen's own description through a describer made once per
/// screen type; these pin down that the type it is made for is the screen's dynamic type.
@Suite struct TerminalScreenDescribersTests {
    struct Tagged<Tag>: TerminalScreen {
        var text: String

        func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
            .terminal(kind: ViewKind("tagged \(Tag.self)"), build: { TextView() }) { view, _ in view.text = text }
        }
    }

    class Card: TerminalScreen {
        func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
            .terminal(kind: "card", build: { TextView() }) { view, _ in view.text = "card" }
        }
    }

    final class SpecialCard: Card {
        override func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
            .terminal(kind: "special card", build: { TextView() }) { view, _ in view.text = "special" }
        }
    }

    struct NotForTerminals: Screen {}

    func kind(of screen: any Screen) -> ViewKind? {
        TerminalBackend.ownDescription(of: screen, environment: .empty)?.kind
    }

    @Test func eachSpecializationOfAGenericScreenIsDescribedByItsOwn() {
        #expect(kind(of: Tagged<Int>(text: "a")) == ViewKind("tagged Int"))
        #expect(kind(of: Tagged<String>(text: "b")) == ViewKind("tagged String"))
        #expect(kind(of: Tagged<Int>(text: "c")) == ViewKind("tagged Int"))
    }

    @Test func aSubclassOfAClassScreenIsDescribedByItsOverride() {
        #expect(kind(of: Card()) == "card")
        #expect(kind(of: SpecialCard()) == "special card")
        let special: Card = SpecialCard()
        #expect(kind(of: special) == "special card", "the dynamic type decides, not the static one")
        #expect(kind(of: Card()) == "card")
    }

    @Test func aScreenThatIsNotATerminalScreenHasNoOwnDescriptionEveryTime() {
        #expect(kind(of: NotForTerminals()) == nil)
        #expect(kind(of: NotForTerminals()) == nil)
    }
}
