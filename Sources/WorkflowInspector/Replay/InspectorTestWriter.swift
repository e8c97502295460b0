/// Writes the Swift Testing test of "Make a test": the recording inline, replayed with
/// ``RecordingReplay``, and the tree and rendering the app had after it as expectations.
struct InspectorTestWriter {
    let name: String
    let recording: InspectorRecording
    let workflowExpression: String
    let treeText: String
    let renderingText: String

    var source: String {
        let actionTypes = Set(recording.steps.compactMap(\.action)).sorted()
        let modules = Set(([recording.workflow] + actionTypes).map(Self.module)).sorted()
        var lines = [
            "// Made by the Workflow Inspector's \"Make a test\" from a recording of \(recording.workflow) (\(recording.steps.count) steps).",
            "// It fails when the app no longer reaches the same tree and rendering from the same steps.",
            "import Testing",
            "import WorkflowInspector",
        ]
        lines += modules.filter { $0 != "WorkflowInspector" }.map { "import \($0)" }
        lines += [
            "",
            "@MainActor",
            "@Test func \(Self.identifier(name))() throws {",
            "    var actions = InspectorActionTypes()",
        ]
        lines += actionTypes.map { "    actions.register(\($0).self)" }
        lines += [
            "    let recording = try InspectorRecording(json: Array(\(Self.literal(recording.json)).utf8))",
            "    let replay = try RecordingReplay(recording, workflow: \(workflowExpression), actionTypes: actions)",
            "    defer { replay.host.stop() }",
            "    #expect(replay.treeText == \(Self.literal(treeText)))",
            "    #expect(replay.renderingText == \(Self.literal(renderingText)))",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The module part of a type's reflecting name.
    static func module(of type: String) -> String {
        String(type.prefix { $0 != "." && $0 != "<" })
    }

    /// `name` as a Swift identifier in lower camel case: letters and digits, other characters
    /// starting a new word.
    static func identifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "replaysRecording" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
        return joined.first?.isNumber == true ? "recording" + joined : joined
    }

    /// A multi-line raw string literal holding `text` exactly, indented four spaces, with as
    /// many `#` as it takes that no `"#…` inside ends it early.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }
        return ([hashes + "\"\"\""] + body + ["        \"\"\"" + hashes]).joined(separator: "\n")
    }
}
