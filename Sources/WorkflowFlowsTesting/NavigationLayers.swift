import WorkflowUI

/// What is shown, as a flat list of the navigation containers' parts from the outside in:
/// each back stack frame (bottom first) followed by what is inside it, each overlay followed
/// by what is inside it, and each tab bar's selection followed by the selected tab. Two lists
/// differ after their common beginning exactly where the navigation changed.
enum NavigationLayer {
    case frame(any Screen.Type, key: String)
    case overlay(any Screen.Type)
    case tabs(selected: Int)

    /// The layers of `screen`, outermost first.
    static func layers(of screen: any Screen) -> [NavigationLayer] {
        let screen = AnyScreen(screen).wrapped
        if let stack = screen as? BackStackScreen {
            return stack.frames.flatMap { frame in
                [.frame(namedType(of: frame.screen), key: frame.key)] + layers(of: frame.screen)
            }
        }
        if let layered = screen as? any AnyBodyAndOverlaysScreen {
            return layers(of: layered.bodyScreen)
                + layered.overlays.flatMap { overlay in
                    [.overlay(namedType(of: overlay.screen))] + layers(of: overlay.screen)
                }
        }
        if let tabs = screen as? TabScreen {
            return [.tabs(selected: tabs.selectedIndex)] + layers(of: tabs.selectedTab.screen)
        }
        return []
    }

    /// The type a screen is named by in events: a body with overlays is named by its body.
    static func namedType(of screen: any Screen) -> any Screen.Type {
        let screen = AnyScreen(screen).wrapped
        if let layered = screen as? any AnyBodyAndOverlaysScreen { return namedType(of: layered.bodyScreen) }
        return type(of: screen)
    }

    /// The events that turn `old` into `new`: what went away (innermost first), then what came
    /// (outermost first). A change of the selected tab is that one event: the tabs' screens
    /// stay, only another one is shown.
    static func events(from old: [NavigationLayer], to new: [NavigationLayer]) -> [NavigationEvent] {
        var common = 0
        while common < old.count, common < new.count, old[common].isSame(as: new[common]) { common += 1 }
        if common < old.count, common < new.count, case .tabs = old[common], case .tabs(let selected) = new[common] {
            return [.tabSelected(selected)]
        }
        return old[common...].reversed().compactMap(\.removalEvent) + new[common...].compactMap(\.additionEvent)
    }

    private func isSame(as other: NavigationLayer) -> Bool {
        switch (self, other) {
        case (.frame(let a, let keyA), .frame(let b, let keyB)): ObjectIdentifier(a) == ObjectIdentifier(b) && keyA == keyB
        case (.overlay(let a), .overlay(let b)): ObjectIdentifier(a) == ObjectIdentifier(b)
        case (.tabs(let a), .tabs(let b)): a == b
        default: false
        }
    }

    private var removalEvent: NavigationEvent? {
        switch self {
        case .frame(let type, _): .popped(type)
        case .overlay(let type): .dismissed(type)
        case .tabs: nil
        }
    }

    private var additionEvent: NavigationEvent? {
        switch self {
        case .frame(let type, _): .pushed(type)
        case .overlay(let type): .presented(type)
        case .tabs: nil
        }
    }
}
