/// Turns colours into the nearest one a shallower ``ColorDepth`` has: 24-bit colours into the
/// xterm palette's 6×6×6 cube or grey ramp, and either into the 16 basic colours, by the
/// smallest distance in RGB.
extension TerminalColor {
    /// This colour as a terminal of `depth` can show it: ``TerminalColor/default`` for
    /// ``ColorDepth/none``, itself when the depth has it.
    public func reduced(to depth: ColorDepth) -> TerminalColor {
        switch (depth, self) {
        case (_, .default), (.trueColor, _): return self
        case (.none, _): return .default
        case (.palette256, .rgb(let red, let green, let blue)): return .palette(Self.nearestPaletteIndex(red, green, blue))
        case (.palette256, _): return self
        case (.basic16, .basic): return self
        case (.basic16, .palette(let index)) where index < 16: return .basic(index)
        case (.basic16, _):
            let (red, green, blue) = rgbComponents
            return .basic(Self.nearestBasicIndex(red, green, blue))
        }
    }

    /// The red, green and blue this colour shows as in xterm's default palette; (0, 0, 0) for
    /// ``TerminalColor/default``, which has no fixed value.
    var rgbComponents: (UInt8, UInt8, UInt8) {
        switch self {
        case .default: return (0, 0, 0)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .basic(let index): return Self.basicColors[Int(index % 16)]
        case .palette(let index) where index < 16: return Self.basicColors[Int(index)]
        case .palette(let index) where index >= 232:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        case .palette(let index):
            let cube = Int(index) - 16
            return (Self.cubeLevels[cube / 36], Self.cubeLevels[cube / 6 % 6], Self.cubeLevels[cube % 6])
        }
    }

    /// The six levels of each component in the palette's colour cube (indices 16–231).
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's values for the 16 basic colours.
    private static let basicColors: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0), green = Int(a.1) - Int(b.1), blue = Int(a.2) - Int(b.2)
        return red * red + green * green + blue * blue
    }

    /// The cube entry or grey nearest the colour: each component goes to its nearest level, and
    /// the grey ramp wins when it is closer (greys fall between the cube's levels).
    private static func nearestPaletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            cubeLevels.indices.min { abs(Int(cubeLevels[$0]) - Int(value)) < abs(Int(cubeLevels[$1]) - Int(value)) } ?? 0
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = UInt8(8 + 10 * greyStep)
        let target = (red, green, blue)
        if distance((grey, grey, grey), target) < distance(cube, target) { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    private static func nearestBasicIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let target = (red, green, blue)
        let best = basicColors.indices.min { distance(basicColors[$0], target) < distance(basicColors[$1], target) } ?? 7
        return UInt8(best)
    }
}
