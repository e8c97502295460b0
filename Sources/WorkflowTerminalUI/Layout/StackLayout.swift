/// How a ``StackView`` shares its length among its items, apart from the views, so the rules
/// can be tested on numbers.
enum StackLayout {
    /// What one item asks for.
    struct Request {
        /// Its length, or `nil` for a share of what is left.
        var wanted: Int?
        /// What it keeps while shown.
        var minimum: Int
        /// Lower shrinks and goes first.
        var priority: Int
    }

    /// Each item's length within `total`, with `spacing` between shown items. Items that fit
    /// get what they want and filling items share the rest; when there is not enough, items
    /// shrink to their minimums in priority order (lowest first, later items first among
    /// equals), then the lowest are dropped (length 0) until the rest fits.
    static func lengths(of requests: [Request], total: Int, spacing: Int) -> [Int] {
        guard !requests.isEmpty else { return [] }
        var sizes = requests.map { $0.wanted ?? 0 }
        var shown = Array(repeating: true, count: requests.count)
        func used() -> Int {
            let count = shown.filter { $0 }.count
            return zip(sizes, shown).reduce(0) { $0 + ($1.1 ? $1.0 : 0) } + spacing * max(0, count - 1)
        }
        let fills = requests.indices.filter { requests[$0].wanted == nil }
        var left = total - used()
        if left >= fills.reduce(0, { $0 + requests[$1].minimum }) {
            // The first shares take the remainder, so the items cover the whole length.
            for (order, index) in fills.enumerated() {
                sizes[index] = left / fills.count + (order < left % fills.count ? 1 : 0)
            }
            return sizes
        }
        for index in fills { sizes[index] = requests[index].minimum }
        let order = requests.indices.sorted { a, b in
            requests[a].priority != requests[b].priority ? requests[a].priority < requests[b].priority : a > b
        }
        left = total - used()
        for index in order where left < 0 {
            let give = min(-left, max(0, sizes[index] - min(requests[index].minimum, sizes[index])))
            sizes[index] -= give
            left += give
        }
        for index in order where used() > total {
            shown[index] = false
            sizes[index] = 0
        }
        return sizes
    }
}
