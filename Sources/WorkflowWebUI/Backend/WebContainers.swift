@_spi(Backend) import WorkflowUI

/// The web views of the container screens, declared with the same DSL as any screen: each
/// places its children in slots, so a child keeps its view while it stays compatible.
enum WebContainers {
    /// Two panes side by side in a CSS grid; the leading pane takes the split's ratio.
    static func split(_ split: any AnySplitScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-split") { _ in
            let percent = Int((split.ratio * 100).rounded())
            return div {
                element("div") { WebNode.screen(split.leadingScreen, key: "leading") }.class("wf-pane wf-leading")
                element("div") { WebNode.screen(split.trailingScreen, key: "trailing") }.class("wf-pane wf-trailing")
            }
            .class("wf-split")
            .attribute("style", "grid-template-columns: \(percent)% \(100 - percent)%")
        }
    }

    /// The top frame of a back stack. The element carries the stack's depth, which the page
    /// mirrors in the browser's history, and handles `back` (the browser's Back button, or
    /// Escape) when a frame below can be gone back to.
    static func backStack(_ stack: BackStackScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-back-stack") { view, environment in
            let environments = stack.frameEnvironments(in: environment, goingBackThrough: view.goBackForwarder)
            let top = stack.top
            var element = div {
                WebNode.screen(
                    top.screen.adaptingEnvironment { _ in environments[environments.count - 1] },
                    key: top.identity.description
                )
            }
            .class("wf-back-stack")
            .attribute("data-depth", String(stack.frames.count))
            if stack.frames.count > 1, let goBack = stack.onGoBack {
                element = element.onBack(goBack)
            }
            return element
        }
    }

    /// A body with overlays over it; modal overlays are `dialog` elements the page opens as
    /// modal, which keeps focus inside them and makes the layers below inert. Escape in a
    /// dialog goes back inside it first (a back stack in the modal), then dismisses the
    /// overlay if it can be dismissed.
    static func layers(_ layered: any AnyBodyAndOverlaysScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-layers") { environment in
            let environments = layered.layerEnvironments(in: environment)
            return div {
                element("div") {
                    WebNode.screen(AnyScreen(layered.bodyScreen).adaptingEnvironment { _ in environments[0] }, key: "body")
                }
                .class("wf-body")
                for (index, overlay) in layered.overlays.enumerated() {
                    element("dialog") {
                        overlayContent(overlay, environment: environments[index + 1])
                    }
                    .class(overlay.isModal ? "wf-overlay wf-modal" : "wf-overlay")
                    .flag("open", true)
                    .key("\(index)")
                }
            }
            .class("wf-layers")
        }
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

    /// Tabs as a row of tab buttons over the selected tab's screen. Each tab keeps its own slot,
    /// so switching tabs replaces the shown screen's view; the selected tab is marked with
    /// `aria-selected`.
    static func tabs(_ tabs: TabScreen) -> ViewDescription<WebBackend> {
        .web(kind: "wf-tabs") { _ in
            div {
                element("div") {
                    for (index, tab) in tabs.tabs.enumerated() {
                        tabButton(tab.title, index: index, tabs: tabs)
                    }
                }
                .class("wf-tab-bar")
                .attribute("role", "tablist")
                element("div") {
                    WebNode.screen(tabs.selectedTab.screen, key: "tab \(tabs.selectedIndex)")
                }
                .class("wf-tab-panel")
                .attribute("role", "tabpanel")
            }
            .class("wf-tabs")
        }
    }

    private static func tabButton(_ title: String, index: Int, tabs: TabScreen) -> WebElement {
        let isSelected = index == tabs.selectedIndex
        var button = element("button") { title }
            .attribute("type", "button")
            .attribute("role", "tab")
            .attribute("aria-selected", isSelected ? "true" : "false")
            .class(isSelected ? "wf-tab wf-selected" : "wf-tab")
            .key("\(index)")
        if let onSelect = tabs.onSelect, !isSelected { button = button.onClick { onSelect(index) } }
        return button
    }
}
