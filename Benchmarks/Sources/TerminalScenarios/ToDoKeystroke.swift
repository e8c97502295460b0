import TerminalSampleViews
import Workflow
import WorkflowSamples
import WorkflowTerminalUI

/// A key press in the gallery's to-do sample on an 80×24 screen, handled as the running app
/// handles it: the key goes to the focused view, the workflow acts and renders if the view sent
/// it something, the window is laid out and drawn, and the writer finds the bytes that changed.
/// Only the terminal write itself is left out.
///
/// Both benchmark runners (package-benchmark's and `workflow-timings`) step the same scenario.
public final class ToDoKeystroke {
    /// Which key is pressed, and where.
    public enum Kind: Sendable {
        /// ↓ and ↑ in turn on the list: the list view moves its highlight itself.
        case listArrows
        /// Enter on the first item's Done box: the workflow toggles the item and renders.
        case itemEnter
    }

    private let kind: Kind
    private let app: TerminalApp<GalleryWorkflow>
    private var writer = ScreenWriter()
    private var flip = false

    /// The gallery opened on the to-do list (and for ``Kind/itemEnter`` on its first item),
    /// with the first frame written.
    public init(_ kind: Kind, isolation: isolated (any Actor) = #isolation) {
        self.kind = kind
        do {
            app = try TerminalApp(
                host: WorkflowHost(workflow: GalleryWorkflow()), registry: SampleTerminalViews.registry(), quitOnOutput: .always)
        } catch {
            // The samples bind every screen once; a failure here is a bug in the samples.
            fatalError("the gallery cannot be shown: \(error)")
        }
        app.press(.down)
        app.press(.down)
        app.press(.enter)
        if kind == .itemEnter {
            app.press(.enter)  // The first item's details; the focus is on its Done box.
        }
        _ = writer.bytes(for: app.frame())
    }

    /// Presses the scenario's key and writes the frame; returns how many bytes it took.
    public func step() -> Int {
        switch kind {
        case .listArrows:
            app.press(flip ? .up : .down)
            flip.toggle()
        case .itemEnter:
            app.press(.enter)
        }
        return writer.bytes(for: app.frame()).count
    }

    /// The screen as a person would read it, to check the scenario shows what it should.
    public var screenText: String { app.frame().text }
}
