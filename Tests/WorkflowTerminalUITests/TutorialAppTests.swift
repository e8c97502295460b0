import Testing
import Workflow
import WorkflowSamples
import WorkflowTerminalUI
import TerminalSampleViews

/// The gallery's three tutorial entries and the sign-up flow, played with the keyboard on a
/// headless 80×24 screen, as the tmux end-to-end tests play them in a real terminal.
@MainActor
@Suite struct TutorialAppTests {
    private let app: TerminalApp<GalleryWorkflow>

    init() throws {
        app = try TerminalApp(
            host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
    }

    private var screen: String { app.frame().text }
    private var atMenu: Bool { screen.hasPrefix("┌ Workflow gallery ─") && !screen.contains("Welcome") }

    private func press(_ keys: Key...) {
        for key in keys {
            _ = app.frame()
            app.press(key)
        }
    }

    /// Chooses the menu entry `title`.
    private func open(_ title: String) throws {
        let index = try #require(GalleryWorkflow.Sample.allCases.firstIndex { $0.rawValue == title })
        press(.home)
        for _ in 0..<index { press(.down) }
        press(.enter)
    }

    @Test(arguments: ["Tutorial (pushed)", "Tutorial (presented)", "Tutorial (in tabs)"])
    func eachTutorialPlaysToItsEndAndBackToTheMenu(_ entry: String) throws {
        try open(entry)
        #expect(screen.contains("Welcome"))
        #expect(screen.contains("[ Skip ]  [ Next ]"))
        press(.enter)  // Skip has the focus first.
        #expect(atMenu)

        try open(entry)
        press(.tab, .enter)  // Next.
        #expect(screen.contains("All set"))
        press(.enter)  // OK.
        #expect(atMenu)

        try open(entry)
        press(.tab, .enter, .escape)
        #expect(screen.contains("Welcome"))
        press(.escape)
        #expect(atMenu)
    }

    @Test func thePresentedTutorialIsABoxOverTheMenu() throws {
        try open("Tutorial (presented)")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("┌ Workflow gallery ─"), "the menu stays under the modal")
        #expect(lines.contains { $0.contains("┌ Welcome ─") && $0.hasPrefix("│") })
    }

    @Test func theTabbedTutorialOpensOnItsTabAndAltOneShowsTheOther() throws {
        try open("Tutorial (in tabs)")
        #expect(screen.hasPrefix(" About (Alt-1) │ Tutorial (Alt-2) │"))
        #expect(screen.contains("Welcome"))
        press(.alt("1"))
        #expect(screen.contains("┌ About ─"))
        press(.alt("2"))
        #expect(screen.contains("Welcome"))
    }

    @Test func signUpTakesAMaskedPasswordAPlanAndTheTermsBeforeNext() throws {
        try open("Sign-up (child flow)")
        #expect(screen.contains("┌ Sign up"))
        #expect(screen.contains("[ ] I accept the terms"))
        #expect(screen.contains("(•) Free"))
        #expect(screen.contains("The password needs at least 8 characters (0 so far)."))
        press(.enter)  // The focus is in the password field, and Next is not offered yet.
        #expect(!screen.contains("Profile"))

        press(
            .character("s"), .character("e"), .character("c"), .character("r"), .character("e"), .character("t"), .character("1"),
            .character("2"))
        #expect(screen.contains("••••••••"))
        #expect(!screen.contains("secret12"))
        #expect(screen.contains("Accept the terms to go on."))

        press(.tab, .down, .character(" "))  // The plans: Pro.
        #expect(screen.contains("(•) Pro"))
        #expect(screen.contains("( ) Free"))
        press(.tab, .character(" "))  // The terms box.
        #expect(screen.contains("[x] I accept the terms"))
        #expect(screen.contains("Ready: press Next."))
        press(.character(" "))
        #expect(screen.contains("[ ] I accept the terms"))

        press(.tab, .enter)  // Read terms.
        #expect(screen.contains("Terms of service"))
        press(.tab, .enter)  // Accept.
        #expect(!screen.contains("Terms of service"))
        #expect(screen.contains("[x] I accept the terms"))

        press(.tab, .enter)  // Next.
        #expect(screen.contains("Plan: Pro. Newsletter: no."))
        press(.escape)
        #expect(screen.contains("┌ Sign up"))
        #expect(screen.contains("(•) Pro"))
        press(.escape)
        #expect(atMenu)
    }
}
