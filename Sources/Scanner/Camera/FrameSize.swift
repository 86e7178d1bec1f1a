/// A frame's width and height in pixels.
package struct FrameSize: Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    /// 1280x720: sharp enough for a barcode held 15-30 cm away, light enough to scan every frame.
    package static let defaultCapture = FrameSize(width: 1280, height: 720)

    /// "1280x720".
    package var description: String { "\(width)x\(height)" }
}

extension FrameSize {
    /// Parses "1280x720"; nil unless both numbers are positive.
    package init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            width > 0, height > 0
        else { return nil }
        self.init(width: width, height: height)
    }
}

/// The frame sizes a device offers for one pixel format (VIDIOC_ENUM_FRAMESIZES).
///
/// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/vidioc-enum-framesizes.html
package enum FrameSizeRange: Hashable, Sendable {
    /// A list of fixed sizes, as most webcams offer.
    case discrete([FrameSize])
    /// Any size from `min` to `max` in steps of `step`.
    case stepwise(min: FrameSize, max: FrameSize, step: FrameSize)
    /// Any size from `min` to `max`.
    case continuous(min: FrameSize, max: FrameSize)

    /// The offered size closest to `requested`, or nil when nothing is offered.
    package func nearest(to requested: FrameSize) -> FrameSize? {
        switch self {
        case .discrete(let sizes):
            FrameSizeRange.nearest(to: requested, among: sizes)
        case .stepwise(let min, let max, let step):
            FrameSize(
                width: Self.snap(requested.width, min: min.width, max: max.width, step: step.width),
                height: Self.snap(requested.height, min: min.height, max: max.height, step: step.height))
        case .continuous(let min, let max):
            FrameSize(
                width: Self.snap(requested.width, min: min.width, max: max.width, step: 1),
                height: Self.snap(requested.height, min: min.height, max: max.height, step: 1))
        }
    }

    /// The size closest to `requested` among everything every range offers, or
    /// nil when nothing is offered.
    ///
    /// Closeness is the summed difference of width and height; a tie goes to
    /// the larger size, since more pixels never hurt a barcode.
    package static func nearest(to requested: FrameSize, in ranges: [FrameSizeRange]) -> FrameSize? {
        nearest(to: requested, among: ranges.compactMap { $0.nearest(to: requested) })
    }

    static func nearest(to requested: FrameSize, among sizes: [FrameSize]) -> FrameSize? {
        func distance(_ size: FrameSize) -> Int {
            abs(size.width - requested.width) + abs(size.height - requested.height)
        }
        return sizes.min { a, b in
            let (da, db) = (distance(a), distance(b))
            return da != db ? da < db : a.width * a.height > b.width * b.height
        }
    }

    private static func snap(_ value: Int, min: Int, max: Int, step: Int) -> Int {
        let clamped = Swift.min(Swift.max(value, min), max)
        guard step > 1 else { return clamped }
        let below = min + (clamped - min) / step * step
        let above = below + step
        return above <= max && above - clamped < clamped - below ? above : below
    }
}
