import Scanner

/// How a camera's offered sizes are said in `cdscan devices` (Scanner holds the ranges, words none).
extension FrameSizeRange: CustomStringConvertible {
    /// "640x480 1280x720" or "16x16 to 8192x8192 in steps of 2x2".
    package var description: String {
        switch self {
        case .discrete(let sizes):
            sizes.map(\.description).joined(separator: " ")
        case .stepwise(let min, let max, let step):
            "\(min) to \(max) in steps of \(step)"
        case .continuous(let min, let max):
            "any size from \(min) to \(max)"
        }
    }
}
