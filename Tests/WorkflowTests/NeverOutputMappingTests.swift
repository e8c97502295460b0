import Testing
import Workflow

/// `mapOutput(to:)`: a child whose output is `Never` joins children of another output type
/// without a transform.
@MainActor
@Suite struct NeverOutputMappingTests {
    /// A child that shows text and never emits.
    struct Caption: Workflow {
        var text: String
        typealias Output = Never
        func render(state: Void, context: RenderContext<Caption>) -> String { text }
    }

    /// Renders a list of children that all emit `String`s, and passes their outputs on.
    struct Column: Workflow {
        typealias Output = String

        func render(state: Void, context: RenderContext<Column>) -> [String] {
            let children: [AnyWorkflow<String, String>] = [
                Caption(text: "title").mapOutput(to: String.self),
                Counter().mapRendering { "count \($0.value)" },
            ]
            return children.enumerated().map { index, child in
                child.rendered(in: context, key: "\(index)") { text in AnyWorkflowAction { _ in text } }
            }
        }
    }

    @Test func aNeverOutputChildRendersBesideChildrenThatEmit() {
        let host = WorkflowHost(workflow: Column())
        #expect(host.rendering == ["title", "count 0"])
        #expect(host.treeDump().root.children.map(\.workflowType) == ["Caption", "Counter"])
    }

    @Test func theDefaultOutputTypeIsInferredFromWhereTheWrapperGoes() {
        let erased: AnyWorkflow<String, Int> = Caption(text: "x").mapOutput()
        #expect(ObjectIdentifier(erased.workflowType) == ObjectIdentifier(Caption.self))
    }
}
