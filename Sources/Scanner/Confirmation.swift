/// Why a code counts as read: the evidence `ConfirmationRule` found for it.
package enum Confirmation: Sendable, Hashable, CustomStringConvertible {
    /// zbar and zxing-cpp read the same code in the same place.
    case bothEngines
    /// zbar alone, on this many scan lines (its quality), covering this percentage of the code's length.
    case zbarLines(Int, percent: Int)
    /// zxing-cpp alone, on this many agreeing scan lines, covering this percentage of the code's length.
    case zxingLines(Int, percent: Int)
    /// One engine, the same code in this many differently prepared frames.
    case passes(Int)
    /// One engine in the frame as it is, on too few lines to count alone, and the code's bars
    /// fit the photo (`PatternCheck`).
    case bars

    package var description: String {
        switch self {
        case .bothEngines: "zbar and zxing agree"
        case .zbarLines(let lines, let percent): "zbar on \(lines) lines (\(percent)% of its length)"
        case .zxingLines(let lines, let percent): "zxing on \(lines) lines (\(percent)% of its length)"
        case .passes(let count): "\(count) passes agree"
        case .bars: "one engine on a few lines, and the bars fit"
        }
    }
}

/// Two different codes read in the same place: one symbol read two ways, so neither counts.
package struct Conflict: Sendable, Equatable, CustomStringConvertible {
    /// The codes (GTIN-13 or symbology and data), as `EngineRead.key` names them.
    package var codes: [String]
    /// Where they were read.
    package var box: Box

    /// A conflict between `codes` at `box`.
    package init(codes: [String], box: Box) {
        self.codes = codes
        self.box = box
    }

    /// The codes as a person reads them: GTIN-13 digits, or symbology and data.
    package var shownCodes: [String] { codes.map { $0.replacingOccurrences(of: "gtin:", with: "") } }

    package var description: String {
        "\(shownCodes.joined(separator: " or ")) at \(box)"
    }
}
