@_spi(Backend) import WorkflowUI

/// The web views of the container screens, declared with the same DSL as any screen: each
/// places its children in slots, so a child keeps its view while it stays compatible.
enum WebContainers {
    /// Two panes side by side in a CSS grid; the leading pane takes the split's ratio.
    static func split(_ split: any AnySplitScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-split") { _ in
            let percent = Int((split.ratio * 100).rounded())
            return div {
                knownElement("div") { WebNode.screen(split.leadingScreen, key: "leading") }.class("wf-pane wf-leading")
                knownElement("div") { WebNode.screen(split.trailingScreen, key: "trailing") }.class("wf-pane wf-trailing")
            }
            .class("wf-split")
            .knownAttribute("style", "grid-template-columns: \(percent)% \(100 - percent)%")
        }
    }

    /// The top frame of a back stack, under its navigation bar if it has one. The element
    /// carries the stack's depth, which the page mirrors in the browser's history, and handles
    /// `back` (the browser's Back button, or Escape) when a frame below can be gone back to.
    static func backStack(_ stack: BackStackScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-back-stack") { view, environment in
            let environments = stack.frameEnvironments(in: environment, goingBackThrough: view.goBackForwarder)
            let top = stack.top
            let topEnvironment = environments[environments.count - 1]
            var element = div {
                if let bar = top.bar {
                    navigationBar(bar.shown(in: topEnvironment))
                }
                WebNode.screen(
                    top.screen.adaptingEnvironment { _ in topEnvironment },
                    key: top.identity.description
                )
            }
            .class("wf-back-stack")
            .knownAttribute("data-depth", String(stack.frames.count))
            if stack.frames.count > 1, let goBack = stack.onGoBack {
                element = element.onBack(goBack)
            }
            return element
        }
    }

    /// A `header` with the leading button, the title (an `h1`) and the trailing button, in a
    /// three-column grid so the title stays centred; an empty side keeps its column.
    private static func navigationBar(_ bar: ShownNavigationBar) -> WebElement {
        knownElement("header") {
            barButton(bar.leading, side: "wf-bar-leading")
            knownElement("h1") { bar.title }.class("wf-bar-title")
            barButton(bar.trailing, side: "wf-bar-trailing")
        }
        .class("wf-nav-bar")
        .key("wf-nav-bar")
    }

    /// A bar button (the way back marked `wf-bar-back`, which the stylesheet draws with an
    /// arrow), disabled without an action; an empty `span` where there is none.
    private static func barButton(_ button: ShownNavigationBar.Button?, side: String) -> WebElement {
        guard let button else { return span("").class(side) }
        var element = knownElement("button") { button.title }
            .knownAttribute("type", "button")
            .class(button.isBack ? "\(side) wf-bar-back" : side)
        if let action = button.action {
            element = element.onClick(action)
        } else {
            element = element.flag("disabled", true)
        }
        return element
    }

    /// A body with overlays over it; modal overlays are `dialog` elements the page opens as
    /// modal, which keeps focus inside them and makes the layers below inert. Escape in a
    /// dialog goes back inside it first (a back stack in the modal), then dismisses the
    /// overlay if it can be dismissed. Each dialog is keyed by its overlay's identity, so it
    /// keeps its page element (and focus) while overlays below it come and go, and is classed by
    /// its style (`wf-dialog`, `wf-sheet`, `wf-full-screen`); an alert's is an `alertdialog`.
    static func bodyAndOverlays(_ layered: any AnyBodyAndOverlaysScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-layers") { environment in
            let environments = layered.layerEnvironments(in: environment)
            let keys = layered.overlays.uniqueIdentities
            return div {
                knownElement("div") {
                    WebNode.screen(AnyScreen(layered.bodyScreen).adaptingEnvironment { _ in environments[0] }, key: "body")
                }
                .class("wf-body")
                for (index, overlay) in layered.overlays.enumerated() {
                    dialog(for: overlay, environment: environments[index + 1]).key(keys[index])
                }
            }
            .class("wf-layers")
        }
    }

    private static func dialog(for overlay: Overlay, environment: ViewEnvironment) -> WebElement {
        let styleClass =
            switch overlay.style {
            case .dialog: "wf-dialog"
            case .sheet: "wf-sheet"
            case .fullScreen: "wf-full-screen"
            }
        var dialog = knownElement("dialog") {
            overlayContent(overlay, environment: environment)
        }
        .class(overlay.isModal ? "wf-overlay wf-modal \(styleClass)" : "wf-overlay \(styleClass)")
        .flag("open", true)
        if let alert = overlay.screen.as(AlertScreen.self)?.alert {
            dialog = dialog.knownAttribute("role", "alertdialog").knownAttribute("aria-label", alert.title)
        } else if !overlay.title.isEmpty {
            dialog = dialog.knownAttribute("aria-label", overlay.title)
        }
        return dialog
    }

    /// An overlay's screen, wrapped so that the wrapper handles back (Escape) by dismissing the
    /// overlay when nothing inside it handles back first.
    private static func overlayContent(_ overlay: Overlay, environment: ViewEnvironment) -> WebElement {
        var content = div {
            WebNode.screen(overlay.screen.adaptingEnvironment { _ in environment }, key: "overlay")
        }
        .class("wf-overlay-content")
        if let dismiss = overlay.onDismiss { content = content.onBack(dismiss) }
        return content
    }

    /// An alert: its title, its message and a row of buttons, the cancel button marked
    /// `wf-cancel` and a destructive one `danger` (red in the stylesheet).
    static func alert(_ screen: AlertScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-alert") { _ in
            let alert = screen.alert
            return div {
                h2(alert.title).class("wf-alert-title")
                if !alert.message.isEmpty {
                    p(alert.message).class("wf-alert-message")
                }
                div {
                    for (index, action) in alert.actions.enumerated() {
                        button(action.title, onClick: action.handler)
                            .class(alertButtonClass(action.style))
                            .key("\(index)")
                    }
                }
                .class("wf-alert-actions")
            }
            .class("wf-alert")
        }
    }

    private static func alertButtonClass(_ style: AlertAction.Style) -> String {
        switch style {
        case .default: "wf-alert-button"
        case .cancel: "wf-alert-button wf-cancel"
        case .destructive: "wf-alert-button danger"
        }
    }

    /// Tabs as a row of tab buttons over the selected tab's screen. Each tab keeps its own slot,
    /// so switching tabs replaces the shown screen's view; the selected tab is marked with
    /// `aria-selected`.
    static func tabs(_ tabs: TabScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-tabs") { _ in
            div {
                knownElement("div") {
                    for (index, tab) in tabs.tabs.enumerated() {
                        tabButton(tab.title, index: index, tabs: tabs)
                    }
                }
                .class("wf-tab-bar")
                .knownAttribute("role", "tablist")
                knownElement("div") {
                    WebNode.screen(tabs.selectedTab.screen, key: "tab \(tabs.selectedIndex)")
                }
                .class("wf-tab-panel")
                .knownAttribute("role", "tabpanel")
            }
            .class("wf-tabs")
        }
    }

    private static func tabButton(_ title: String, index: Int, tabs: TabScreen) -> WebElement {
        let isSelected = index == tabs.selectedIndex
        var button = knownElement("button") { title }
            .knownAttribute("type", "button")
            .knownAttribute("role", "tab")
            .knownAttribute("aria-selected", isSelected ? "true" : "false")
            .class(isSelected ? "wf-tab wf-selected" : "wf-tab")
            .key("\(index)")
        if let onSelect = tabs.onSelect, !isSelected { button = button.onClick { onSelect(index) } }
        return button
    }
}
