/// Which outputs of the root workflow end a ``TerminalApp``: a choice every app whose root
/// has outputs makes when it is created, since an output can as well mean "quit" as "the user
/// saved something".
public struct QuitOnOutput<Output> {
    let quits: (Output) -> Bool

    /// Every output ends the app: for roots whose only output is "done".
    public static var always: QuitOnOutput { QuitOnOutput { _ in true } }

    /// No output ends the app; it ends on a quit key or when the input ends.
    public static var never: QuitOnOutput { QuitOnOutput { _ in false } }

    /// The outputs `quits` returns `true` for end the app.
    ///
    /// ```swift
    /// TerminalApp(host: host, registry: registry, quitOnOutput: .when { $0 == .quit })
    /// ```
    public static func when(_ quits: @escaping (Output) -> Bool) -> QuitOnOutput {
        QuitOnOutput(quits: quits)
    }
}
