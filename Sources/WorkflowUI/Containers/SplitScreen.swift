/// Two screens side by side — the seed's email browser shows its inbox beside the selected
/// message.
public struct SplitScreen<Leading: Screen, Trailing: Screen>: Screen {
    /// The screen on the leading side.
    public var leading: Leading
    /// The screen on the trailing side.
    public var trailing: Trailing
    /// The leading side's share of the width, strictly between 0 and 1.
    public var ratio: Double

    /// Puts `leading` beside `trailing`; the leading side takes `ratio` of the width.
    ///
    /// A `ratio` outside the open interval 0…1 stops the program with a message that names
    /// it: a split with an empty side is a programming error.
    public init(leading: Leading, trailing: Trailing, ratio: Double = 1.0 / 3.0) {
        precondition(
            ratio > 0 && ratio < 1, "SplitScreen ratio \(ratio) is not strictly between 0 and 1; each side needs some of the width")
        self.leading = leading
        self.trailing = trailing
        self.ratio = ratio
    }
}

extension SplitScreen: AnySplitScreen {
    /// ``leading`` as a screen of any type.
    public var leadingScreen: any Screen { leading }
    /// ``trailing`` as a screen of any type.
    public var trailingScreen: any Screen { trailing }
}

/// A ``SplitScreen`` of any side types, for backends' container views.
public protocol AnySplitScreen: Screen {
    /// The leading side.
    var leadingScreen: any Screen { get }
    /// The trailing side.
    var trailingScreen: any Screen { get }
    /// The leading side's share of the width.
    var ratio: Double { get }
}
