import WorkflowPlatform

/// Optional behaviours of a host's runtime. ``partialTreeRendering`` is on by default; the
/// others are off.
///
/// Each option trades a little bookkeeping for less rendering work. None of them changes what
/// a correct workflow does — its states, outputs, children, side effects and workers, and its
/// final rendering are the same under every combination — only how often
/// `render(state:context:)` is called and how many renderings a host publishes. (A correct
/// workflow's `render` reads only its props, its state and its children's renderings; one that
/// reads anything else, such as a clock or a global, needs ``allOff`` or a state that holds
/// what it reads.)
///
/// ```swift
/// let host = WorkflowHost(
///     workflow: AppWorkflow(),
///     configuration: RuntimeConfiguration(renderOnlyWhenStateChanged: true, partialTreeRendering: true)
/// )
/// ```
///
/// The default configuration can also be set from outside the program: when the environment
/// variable `WORKFLOW_RUNTIME_OPTIONS` lists option names separated by commas (for example
/// `renderOnlyWhenStateChanged,conflateActions`), ``default`` has exactly those on, and
/// `allOff` turns every option off. That runs an existing test suite under each combination
/// without touching its code.
public struct RuntimeConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// After an update whose actions left every state equal to what it was, skip the render
    /// pass and publish no new rendering. Outputs are still emitted.
    ///
    /// A state counts as unchanged only when its type is `Equatable` and the values compare
    /// equal, or when it is `Void`. Any other state counts as changed by every action.
    /// Changing a host's root props (``WorkflowHost/update(workflow:)``) always renders.
    public var renderOnlyWhenStateChanged: Bool

    /// In a render pass, call `render(state:context:)` only on the nodes that need it and reuse
    /// the last rendering of every other node. On by default.
    ///
    /// A node renders when at least one of these holds:
    /// - it has not rendered before;
    /// - an action changed its state since it last rendered (a state that is not `Equatable`
    ///   counts as changed by every action; `Void` state never changes);
    /// - its parent rendered it with a workflow value that differs from the previous one (a
    ///   workflow type that is not `Equatable` always differs), or `workflowDidChange` changed
    ///   its state;
    /// - one of its descendants needs to render, since the new rendering has to reach the root
    ///   through every ancestor;
    /// - its props changed in the last pass that rendered it: a rendering made for new props
    ///   is not kept, because props that change once tend to change again and copying each
    ///   such rendering would cost more than rendering once more when they stop.
    ///
    /// A node that does not render keeps its children, workers and side effects exactly as its
    /// last render declared them. Make workflows and their states `Equatable` to benefit.
    ///
    /// Where nothing can be skipped it costs one comparison per node on each pass, and a copy
    /// of the rendering on a node's first render: up to 5 % of an initial render and 1–2 % of
    /// a later update. The copies live in memory of the host's own, and up to 124 KiB of it
    /// stays with the process after hosts are freed, for the next hosts. On an action deep in
    /// a large tree it saves nearly the whole pass. Turn it off when a `render` reads something
    /// other than its props, its state and its children.
    public var partialTreeRendering: Bool

    /// When several actions are waiting, publish one rendering for all of them instead of one
    /// per action.
    ///
    /// Actions wait when they are sent while the host is busy (from an output handler or a
    /// side effect starting, for instance) or when several arrive through
    /// ``SendableSink``s from other isolations before the host's isolation takes them.
    /// Each waiting action still applies to the tree the actions before it left, as it would
    /// without the option: a child removed by an earlier action has ended (an action queued for
    /// it is dropped and reported), a child removed and added again starts afresh, and props
    /// are current. So the tree is brought up to date between them, and only the last of those
    /// renderings is published, followed by the batch's outputs in order. Combine it with
    /// ``partialTreeRendering`` so that bringing the tree up to date renders only what changed.
    /// An action sent on the host's isolation while the host is idle still renders and
    /// publishes before `send` returns.
    public var conflateActions: Bool

    /// Makes a configuration; only ``partialTreeRendering`` is on unless set here.
    public init(
        renderOnlyWhenStateChanged: Bool = false,
        partialTreeRendering: Bool = true,
        conflateActions: Bool = false
    ) {
        self.renderOnlyWhenStateChanged = renderOnlyWhenStateChanged
        self.partialTreeRendering = partialTreeRendering
        self.conflateActions = conflateActions
    }

    /// Every option off: one render pass of the whole tree per action, as the seed describes.
    public static let allOff = RuntimeConfiguration(partialTreeRendering: false)

    /// The configuration a host uses when none is given: ``partialTreeRendering`` on and the
    /// rest off, unless the environment variable `WORKFLOW_RUNTIME_OPTIONS` says otherwise.
    ///
    /// A name in that variable that is not an option stops the program with a message that
    /// names it, so that a misspelt CI setting cannot silently test the default instead.
    public static let `default`: RuntimeConfiguration = {
        guard let value = getenv(environmentVariable) else { return RuntimeConfiguration() }
        do {
            return try RuntimeConfiguration(optionNames: String(cString: value))
        } catch {
            fatalError("\(environmentVariable): \(error)")
        }
    }()

    /// The environment variable read by ``default``.
    public static let environmentVariable = "WORKFLOW_RUNTIME_OPTIONS"

    /// All eight combinations of the options, starting with ``allOff``: for tests that must
    /// hold under every configuration.
    public static let allCombinations: [RuntimeConfiguration] = (0..<8).map { bits in
        RuntimeConfiguration(
            renderOnlyWhenStateChanged: bits & 1 != 0,
            partialTreeRendering: bits & 2 != 0,
            conflateActions: bits & 4 != 0
        )
    }

    /// The names of the options that are on, as ``init(optionNames:)`` reads them.
    public var optionNames: [String] {
        Self.options.filter { self[keyPath: $0.keyPath] }.map(\.name)
    }

    /// Reads a comma-separated list of the option names that are on, such as
    /// `"renderOnlyWhenStateChanged, partialTreeRendering"`: every option not named is off.
    /// An empty list, or `allOff` (what ``description`` says when nothing is on), is ``allOff``.
    ///
    /// - Throws: ``UnknownOptionError`` naming the first word that is not an option.
    public init(optionNames list: String) throws(UnknownOptionError) {
        self = .allOff
        for word in list.split(separator: ",") {
            let name = word.trimmingSpaces()
            if name.isEmpty || name == "allOff" { continue }
            guard let option = Self.options.first(where: { $0.name == name }) else {
                throw UnknownOptionError(name: name, knownNames: Self.options.map(\.name))
            }
            self[keyPath: option.keyPath] = true
        }
    }

    /// The option names that are on, or `allOff`.
    public var description: String {
        let names = optionNames
        return names.isEmpty ? "allOff" : names.joined(separator: ",")
    }

    private static let options: [(name: String, keyPath: WritableKeyPath<RuntimeConfiguration, Bool> & Sendable)] = [
        ("renderOnlyWhenStateChanged", \.renderOnlyWhenStateChanged),
        ("partialTreeRendering", \.partialTreeRendering),
        ("conflateActions", \.conflateActions),
    ]

    /// A name given to ``RuntimeConfiguration/init(optionNames:)`` that is not an option.
    public struct UnknownOptionError: Error, Hashable, CustomStringConvertible {
        /// The word that was not recognised.
        public let name: String
        /// The names that would have been.
        public let knownNames: [String]

        /// Names the unknown word and lists the known ones.
        public var description: String {
            "\"\(name)\" is not a runtime option; the options are \(knownNames.joined(separator: ", "))."
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
