import Testing
import Workflow
import WorkflowTerminalUI
import WorkflowUI
import WorkflowWebUI

// The "after" code of the section "Screens and views" of the Workflow catalog's article
// "Coming from workflow-swift", compiled and run here; the article copies it word for word
// (scripts/check-readme-snippets.py).

/// Who is signed in, and a way to sign out: a view model, with no view in it.
struct AccountScreen: Screen {
    var name: String
    var onSignOut: () -> Void
}

/// Built once, then given each rendering, as long as the screens stay compatible.
final class AccountView: TerminalView, TerminalScreenView {
    private let greeting = TextView()
    private let signOut = ButtonView("Sign out")

    override init() {
        super.init()
        let stack = StackView(.vertical, spacing: 1)
        stack.setItems([(greeting, .fixed(1)), (signOut, .fixed(1))])
        setChildren([stack])
    }

    func update(with screen: AccountScreen, in environment: ViewEnvironment) {
        greeting.text = "Signed in as \(screen.name)"
        signOut.onPress = screen.onSignOut
    }
}

extension AccountScreen: TerminalScreen {
    func terminalViewDescription(in environment: ViewEnvironment) -> ViewDescription<TerminalBackend> {
        .terminal(AccountView.self, showing: self)
    }
}

extension AccountScreen: WebScreen {
    func webContent(in environment: ViewEnvironment) -> WebElement {
        div {
            p("Signed in as \(name)")
            button("Sign out", onClick: onSignOut)
        }
    }
}

/// Renders the account screen; emits `signedOut` when the person signs out.
struct AccountWorkflow: Workflow {
    var name: String

    enum Output: Equatable {
        case signedOut
    }

    func render(state: Void, context: RenderContext<AccountWorkflow>) -> AccountScreen {
        let sink = context.makeOutputSink()
        return AccountScreen(name: name) { sink.send(.signedOut) }
    }
}

/// What an app's entry point does where workflow-swift's set a `WorkflowHostingController` as
/// the window's root: show the workflow's renderings until it says it is done.
@MainActor func runAccountInTheTerminal() async throws {
    let host = WorkflowHost(workflow: AccountWorkflow(name: "Ada"))
    let app = try TerminalApp(host: host, quitOnOutput: .when { $0 == .signedOut })
    _ = try await app.run(on: StandardTerminal())
}

@MainActor
@Suite struct ComingFromWorkflowSwiftUITests {
    @Test func theTerminalViewShowsTheScreenAndSignsOut() throws {
        let app = try TerminalApp(host: WorkflowHost(workflow: AccountWorkflow(name: "Ada")), quitOnOutput: .when { $0 == .signedOut })
        #expect(app.frame().text.contains("Signed in as Ada"))
        let ending = app.press(.enter)
        guard case .output(.signedOut)? = ending else {
            Issue.record("Enter on Sign out did not end the app with signedOut: \(String(describing: ending))")
            return
        }
    }

    @Test func theWebContentShowsTheScreen() throws {
        let session = WebSession(workflow: AccountWorkflow(name: "Ada"))
        try session.receive(.join(token: "t", sequence: 0, epoch: session.epoch), expectedToken: "t")
        #expect(session.pageHTML.contains("Signed in as Ada"))
        #expect(session.pageHTML.contains(">Sign out</button>"))
    }

    @Test func aTestReachesTheScreenInsideAnAnyScreen() throws {
        let screen = AnyScreen(AccountScreen(name: "Ada") {})
        let account = try #require(screen.as(AccountScreen.self))
        #expect(account.name == "Ada")
        #expect(screen.wrapped is AccountScreen)
    }
}
