/// Screens side by side in tabs, one of which is shown: the selected tab. The others keep their
/// views (and so their focus and scroll positions) while they stay in the screen.
///
/// The selection is the rendering workflow's state: a container asks to change it through
/// ``onSelect`` and shows whatever ``selectedIndex`` the next rendering holds. Tabs are
/// identified by their position.
public struct TabScreen: Screen {
    /// One tab: its title in the tab bar and its screen.
    public struct Tab {
        /// Shown in the tab bar.
        public var title: String
        /// Shown while the tab is selected.
        public var screen: AnyScreen

        /// A tab titled `title` showing `screen`.
        public init(title: String, screen: any Screen) {
            self.title = title
            self.screen = AnyScreen(screen)
        }
    }

    /// The tabs, in the order the tab bar shows them; never empty.
    public let tabs: [Tab]
    /// The position of the shown tab in ``tabs``.
    public let selectedIndex: Int
    /// Asks the workflow to select the tab at a position (a key or a click in the tab bar);
    /// `nil` if the selection cannot change.
    public var onSelect: ((Int) -> Void)?

    /// Tabs of which the one at `selectedIndex` is shown.
    ///
    /// No tabs, or a `selectedIndex` outside `tabs`, stops the program with a message that
    /// names the index and the count: there would be nothing to show.
    public init(tabs: [Tab], selectedIndex: Int = 0, onSelect: ((Int) -> Void)? = nil) {
        precondition(!tabs.isEmpty, "TabScreen needs at least one tab")
        precondition(
            tabs.indices.contains(selectedIndex),
            "TabScreen selectedIndex \(selectedIndex) is outside its \(tabs.count) tab(s)"
        )
        self.tabs = tabs
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
    }

    /// The shown tab.
    public var selectedTab: Tab {
        tabs[selectedIndex]
    }
}
