import WorkflowPlatform

/// How many colours a terminal can show. The screen writer turns every colour into the
/// nearest one the terminal has, so themes can be written in 24-bit colour.
public enum ColorDepth: Hashable, Sendable, Comparable {
    /// No colour at all: `NO_COLOR` is set, or the terminal is `dumb`. Attributes (bold,
    /// inverse, underline, faint) are still used, so focus stays visible.
    case none
    /// The 16 basic colours.
    case basic16
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour.
    case trueColor

    /// The depth that the variables of `environment` announce, following the conventions
    /// terminals and `NO_COLOR` (no-color.org) agree on:
    ///
    /// 1. `NO_COLOR` set to anything but the empty string, or `TERM=dumb`: ``none``.
    /// 2. `COLORTERM` of `truecolor` or `24bit`, or a `TERM` ending in `-direct`: ``trueColor``.
    /// 3. A `TERM` containing `256color`: ``palette256``.
    /// 4. Anything else: ``basic16``.
    public static func detected(from environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .basic16
    }

    /// The depth this process's environment announces (see ``detected(from:)``).
    public static var ofProcess: ColorDepth {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return detected(from: environment)
    }
}
