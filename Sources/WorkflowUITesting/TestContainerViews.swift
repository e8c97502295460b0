@_spi(Backend) import WorkflowUI

/// The test backend's views of the container screens.
enum TestContainerViews {
    static func split(_ split: any AnySplitScreen) -> ViewDescription<TestBackend> {
        ViewDescription.testView(kind: "split") { view, environment in
            view.text = "ratio \(split.ratio)"
            view.ensureSlots(2)
            view.show([split.leadingScreen, split.trailingScreen], in: [environment, environment])
        }
    }

    static func backStack(_ stack: BackStackScreen) -> ViewDescription<TestBackend> {
        ViewDescription.testView(kind: "backStack") { view, environment in
            let old = view.frameIdentities
            let new = stack.frames.map(\.identity)
            switch BackStackTransition(from: old, to: new) {
            case .push where !old.isEmpty: environment.testViewLog?.record("push")
            case .pop: environment.testViewLog?.record("pop")
            default: break
            }
            // Keep each frame's slot (and so its view) by identity.
            var slotsByIdentity: [BackStackScreen.FrameIdentity: DescribedViewContainer<TestBackend>] = [:]
            for (identity, slot) in zip(old, view.slots) { slotsByIdentity[identity] = slot }
            view.slots = new.map { slotsByIdentity[$0] ?? DescribedViewContainer() }
            view.frameIdentities = new
            let environments = stack.frameEnvironments(in: environment)
            let bar = stack.top.bar?.shown(in: environments[environments.count - 1])
            view.text = "\(new.count) frames" + (bar.map { "; bar: \($0.testDescription)" } ?? "")
            view.buttons = bar.map { [$0.leading, $0.trailing].compactMap { $0 }.map { ($0.title, $0.action) } } ?? []
            view.show(stack.frames.map(\.screen), in: environments)
        }
    }

    /// Keeps each layer's slot by identity (the body's, then each overlay's), so an overlay
    /// keeps its view while those below it come and go.
    static func bodyAndOverlays(_ layered: any AnyBodyAndOverlaysScreen) -> ViewDescription<TestBackend> {
        ViewDescription.testView(kind: "bodyAndOverlays") { view, environment in
            let screens = layered.layerScreens
            let styles = layered.overlays.map(\.style).filter { $0 != .dialog }
            view.text =
                "\(layered.overlays.count) overlays" + (styles.isEmpty ? "" : " (\(styles.map { "\($0)" }.joined(separator: ", ")))")
            let keys = ["body"] + layered.overlays.uniqueIdentities
            var slotsByKey: [String: DescribedViewContainer<TestBackend>] = [:]
            for (key, slot) in zip(view.slotKeys, view.slots) { slotsByKey[key] = slot }
            view.slots = keys.map { slotsByKey[$0] ?? DescribedViewContainer() }
            view.slotKeys = keys
            view.show(screens, in: layered.layerEnvironments(in: environment))
        }
    }

    /// An alert as text (its title, message and buttons, the cancel and destructive ones
    /// marked), whose buttons ``TestView/press(_:)`` chooses.
    static func alert(_ screen: AlertScreen) -> ViewDescription<TestBackend> {
        ViewDescription.testView(kind: "alert") { view, _ in
            let alert = screen.alert
            let buttons = alert.actions.map { action in
                switch action.style {
                case .default: "[\(action.title)]"
                case .cancel: "[\(action.title) (cancel)]"
                case .destructive: "[\(action.title) (destructive)]"
                }
            }
            view.text = ([alert.title] + (alert.message.isEmpty ? [] : [alert.message]) + [buttons.joined(separator: " ")])
                .joined(separator: " — ")
            view.buttons = alert.actions.map { ($0.title, $0.handler) }
        }
    }
}

extension ShownNavigationBar {
    /// `‹ Back | Title | Save`, with a disabled button in parentheses and `-` for a side with
    /// no button.
    var testDescription: String {
        func describe(_ button: Button?) -> String {
            guard let button else { return "-" }
            let title = button.isBack ? "‹ \(button.title)" : button.title
            return button.action == nil ? "(\(title))" : title
        }
        return "\(describe(leading)) | \(title) | \(describe(trailing))"
    }
}

extension TestContainerViews {
    /// Keeps one slot per tab, so a tab's view survives while another is shown, and shows
    /// only the selected tab's screen.
    static func tabs(_ tabs: TabScreen) -> ViewDescription<TestBackend> {
        ViewDescription.testView(kind: "tabs") { view, environment in
            view.text = "tab \(tabs.selectedIndex) of \(tabs.tabs.count): \(tabs.selectedTab.title)"
            view.ensureSlots(tabs.tabs.count)
            view.slots.removeLast(view.slots.count - tabs.tabs.count)
            // `show` shows every slot it has; give it only the selected tab's, then put the
            // others back so that their views are kept for later.
            let selected = view.slots[tabs.selectedIndex]
            let others = view.slots
            view.slots = [selected]
            view.show([tabs.selectedTab.screen], in: [environment])
            view.slots = others
        }
    }
}

extension TestView {
    func ensureSlots(_ count: Int) {
        while slots.count < count { slots.append(DescribedViewContainer()) }
    }

    /// Shows each screen in the slot of the same index, logging replacements, and collects the
    /// slots' views as children.
    func show(_ screens: [any Screen], in environments: [ViewEnvironment]) {
        childError = nil
        for (index, screen) in screens.enumerated() {
            let slot = slots[index]
            let previousKind = slot.view.map(\.kind)
            do {
                let change = try slot.show(screen, in: environments[index])
                if change == .replaced, let previousKind, let newKind = slot.view?.kind {
                    environments[index].testViewLog?.record("replace \(previousKind) with \(newKind)")
                }
            } catch {
                childError = error
            }
        }
        children = slots.compactMap(\.view)
    }
}
