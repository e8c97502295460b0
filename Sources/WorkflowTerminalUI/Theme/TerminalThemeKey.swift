public import WorkflowUI

/// The ``TerminalTheme`` views draw with: ``TerminalTheme/dark`` unless set.
///
/// ```swift
/// let environment = ViewEnvironment.empty.setting(TerminalThemeKey.self, to: .light)
/// let app = try TerminalApp(host: host, registry: registry, environment: environment, quitOnOutput: .always)
/// ```
public enum TerminalThemeKey: ViewEnvironmentKey {
    /// ``TerminalTheme/dark``.
    public static var defaultValue: TerminalTheme { .dark }
}

extension ViewEnvironment {
    /// The terminal views' theme (see ``TerminalThemeKey``).
    public var terminalTheme: TerminalTheme { self[TerminalThemeKey.self] }
}
