import Barcode
import Scanner

/// The camera scan as a pure state machine: the codes read in each frame and
/// the time go in; "a disc was read", "time is up" and the status line come out.
///
/// No I/O and no clock of its own, so tests drive it with made-up frames and times.
struct ScanSession {
    /// A retail barcode seen in one frame.
    struct Sighting: Equatable, Sendable {
        var gtin: GTIN
        /// The data as the decoder reported it ("029667431224" for a UPC-A).
        var text: String
        /// The decoder's name for the symbology, e.g. "UPC-A".
        var symbology: String
        /// The bounding box of the symbol's outline in frame pixels; nil when the decoder gave none.
        var bounds: TerminalPreview.Box?
    }

    enum Event: Equatable {
        /// A code was stable for the required frames: a disc was read.
        case accepted(Sighting)
        /// `timeout` seconds passed without a (new) disc.
        case timedOut
    }

    let requiredFrames: Int
    let continuous: Bool
    /// Seconds without a disc before the session ends; nil: never.
    let timeout: Double?

    private var filter: StableReadFilter
    private var deadline: Double?
    /// The code the status line counts frames for, and how many in a row showed it.
    private var streak: (gtin: GTIN, frames: Int)?
    /// In continuous mode, the disc just read while it is still in view.
    private var stillInView: GTIN?
    /// The codes in the latest frame, for the preview's box.
    private(set) var sightings: [Sighting] = []
    private(set) var discsRead = 0
    private(set) var isFinished = false

    init(requiredFrames: Int, continuous: Bool, timeout: Double?, startedAt start: Double) {
        self.requiredFrames = max(1, requiredFrames)
        self.continuous = continuous
        self.timeout = timeout
        filter = StableReadFilter(requiredFrames: requiredFrames, continuous: continuous)
        deadline = timeout.map { start + $0 }
    }

    /// Feeds the codes read in one frame at `time` (seconds, monotonic).
    mutating func observe(_ seen: [Sighting], at time: Double) -> Event? {
        guard !isFinished else { return nil }
        sightings = seen
        trackStreak(seen)
        if let code = filter.observe(seen.map(\.gtin)), let sighting = seen.first(where: { $0.gtin == code }) {
            discsRead += 1
            streak = nil
            if continuous {
                stillInView = code
                deadline = timeout.map { time + $0 }
            } else {
                isFinished = true
            }
            return .accepted(sighting)
        }
        if let deadline, time >= deadline {
            isFinished = true
            return .timedOut
        }
        return nil
    }

    /// Mirrors the filter's streak for the status line: the filter itself keeps it private.
    private mutating func trackStreak(_ seen: [Sighting]) {
        let codes = seen.map(\.gtin)
        if let held = stillInView, codes.allSatisfy({ $0 == held }), !codes.isEmpty {
            streak = nil
            return
        }
        stillInView = nil
        if let current = streak, codes.contains(current.gtin) {
            streak = (current.gtin, current.frames + 1)
        } else {
            streak = codes.first.map { ($0, 1) }
        }
    }

    /// The one-line status under the preview, e.g.
    /// "Aim at the barcode · 029667431224 2/3 frames · Ctrl-C to stop".
    ///
    /// `lastDisc` describes the latest disc read (its lookup included), for continuous mode.
    func status(lastDisc: String? = nil) -> String {
        var parts: [String] = []
        if continuous, discsRead > 0 {
            parts.append(discsRead == 1 ? "1 disc read" : "\(discsRead) discs read")
            if let lastDisc { parts.append("last: \(lastDisc)") }
        }
        if let held = stillInView {
            parts.append("\(held.canonical) read · show the next disc")
        } else if let streak {
            parts.append(
                "Hold still · \(streak.gtin.canonical) \(min(streak.frames, requiredFrames))/\(requiredFrames) frames")
        } else {
            parts.append(continuous && discsRead > 0 ? "Aim at the next barcode" : "Aim at the barcode")
        }
        parts.append("Ctrl-C to stop")
        return parts.joined(separator: " · ")
    }

    /// The box to draw: around the code being counted (yellow), or the one just read (green).
    var highlight: TerminalPreview.Box? {
        let focus = stillInView ?? streak?.gtin
        guard let sighting = sightings.first(where: { $0.gtin == focus }) ?? sightings.first,
            var box = sighting.bounds
        else { return nil }
        box.color = sighting.gtin == stillInView ? .green : .yellow
        return box
    }
}

extension ScanSession.Sighting {
    /// The bounding box of `polygon`, or nil when it has no points.
    static func bounds(of points: [(x: Int, y: Int)]) -> TerminalPreview.Box? {
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
            let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return nil }
        return TerminalPreview.Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
