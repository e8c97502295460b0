/// Keys a view answers to and what they do: the one declaration behind both the view's key
/// handling (``TerminalView/handle(_:)`` runs the first binding with the key) and the hint
/// footer, so the footer shows exactly the keys that work.
public struct KeyBinding {
    /// The keys that run ``action``.
    public var keys: [Key]
    /// What the footer says the keys do (`"open"`); empty keeps the binding out of the footer.
    public var label: String
    /// How the footer writes the keys (`"↑↓"`, `"Enter"`).
    public var keysLabel: String
    /// Runs when one of ``keys`` is pressed, with the key.
    public var action: (Key) -> Void

    /// One key, shown as the key's own name (``Key/hintLabel``).
    public init(_ key: Key, _ label: String, action: @escaping (Key) -> Void) {
        self.init(keys: [key], shown: key.hintLabel, label, action: action)
    }

    /// Several keys, shown together as `keysLabel`.
    public init(keys: [Key], shown keysLabel: String, _ label: String, action: @escaping (Key) -> Void) {
        self.keys = keys
        self.label = label
        self.keysLabel = keysLabel
        self.action = action
    }

    /// What the footer shows for this binding, or `nil` if it shows nothing.
    public var hint: KeyHint? {
        label.isEmpty ? nil : KeyHint(keys: keysLabel, action: label)
    }
}

/// One entry of the hint footer: keys and what they do.
public struct KeyHint: Hashable, Sendable, CustomStringConvertible {
    /// The keys, as shown (`"Enter"`).
    public var keys: String
    /// What they do (`"open"`).
    public var action: String

    /// A hint that `keys` do `action`.
    public init(keys: String, action: String) {
        self.keys = keys
        self.action = action
    }

    /// `keys action`, as the footer shows it.
    public var description: String { "\(keys) \(action)" }
}

extension Key {
    /// The key as a hint names it: short, with arrows as arrows (`↑`), `Esc`, `Space`,
    /// `Ctrl-C`.
    public var hintLabel: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .escape: return "Esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        default: return description
        }
    }
}
