import Barcode

/// The camera scan as a pure state machine: the codes read in each frame and
/// the time go in; "a disc was read", "time is up" and what to show come out (`progress`,
/// which Presentation words).
///
/// When a code counts as read is `StableReadFilter`'s rule alone, one filter per source of
/// frames (the webcam, or each phone), so that two phones showing different discs never break
/// each other's count and a disc in view of one phone is counted once for it; the session adds
/// the timeout and `--once` for them all and shows the streak of the latest frame's source. No
/// I/O and no clock of its own, so tests drive it with made-up frames and times.
package struct ScanSession: Sendable {
    /// A retail barcode seen in one frame.
    package struct Sighting: Equatable, Sendable {
        package var gtin: GTIN
        /// The data as the decoder reported it ("029667431224" for a UPC-A).
        package var text: String
        /// The decoder's name for the symbology, e.g. "UPC-A".
        package var symbology: String
        /// The bounding box of the symbol's outline in frame pixels; nil when the decoder gave none.
        package var bounds: FrameRect?

        package init(gtin: GTIN, text: String, symbology: String, bounds: FrameRect? = nil) {
            (self.gtin, self.text, self.symbology, self.bounds) = (gtin, text, symbology, bounds)
        }
    }

    package enum Event: Equatable, Sendable {
        /// A code was stable for the required frames: a disc was read.
        case accepted(Sighting)
        /// `timeout` seconds passed without a (new) disc.
        case timedOut
    }

    /// Where to draw a box on the preview, and whether its code was read (else it is being counted).
    package struct Highlight: Equatable, Sendable {
        package var bounds: FrameRect
        package var isRead: Bool

        package init(bounds: FrameRect, isRead: Bool) { (self.bounds, self.isRead) = (bounds, isRead) }
    }

    /// Where the session is, for the status line: what the person should do now.
    package struct Progress: Equatable, Sendable {
        /// What the camera is on.
        package enum Focus: Equatable, Sendable {
            /// No code being counted: aim at one (`discsRead` says whether it is the first).
            case aiming
            /// `code` seen in `frames` frames in a row (at most `required`): hold still.
            case holding(GTIN, frames: Int, required: Int)
            /// `code` just read and still in view (continuous mode): show the next disc.
            case read(GTIN)
        }

        /// Discs read so far, in continuous mode (0 with `--once`, where only one is read).
        package var discsRead: Int
        package var focus: Focus

        package init(discsRead: Int, focus: Focus) { (self.discsRead, self.focus) = (discsRead, focus) }
    }

    package let requiredFrames: Int
    package let continuous: Bool
    /// Seconds without a disc before the session ends; nil: never.
    package let timeout: Double?

    /// Each source's streak; past `sourceLimit` sources at once, every streak starts again.
    private var filters: [String: StableReadFilter] = [:]
    /// Each source's discs read, for its status line.
    private var reads: [String: Int] = [:]
    /// The source of the latest frame, whose streak and codes are shown.
    package private(set) var source = ""
    private var deadline: Double?
    /// The most sources followed at once (phones).
    package static let sourceLimit = 64
    /// The codes in the latest frame, for the preview's box.
    package private(set) var sightings: [Sighting] = []
    package private(set) var discsRead = 0
    package private(set) var isFinished = false

    package init(requiredFrames: Int, continuous: Bool, timeout: Double?, startedAt start: Double) {
        self.timeout = timeout
        (self.requiredFrames, self.continuous) = (max(1, requiredFrames), continuous)
        deadline = timeout.map { start + $0 }
    }

    /// Feeds the codes read in one frame from `source` at `time` (seconds, monotonic); `still`:
    /// a photo, whose code counts at once (a stable read).
    package mutating func observe(_ seen: [Sighting], at time: Double, from source: String = "", still: Bool = false)
        -> Event?
    {
        guard !isFinished else { return nil }
        (self.source, sightings) = (source, seen)
        if filters.count >= Self.sourceLimit, filters[source] == nil { (filters, reads) = ([:], [:]) }
        var filter = filters[source] ?? StableReadFilter(requiredFrames: requiredFrames, continuous: continuous)
        let read = filter.observe(seen.map(\.gtin), stable: still)
        filters[source] = filter
        if let code = read, let sighting = seen.first(where: { $0.gtin == code }) {
            discsRead += 1
            reads[source, default: 0] += 1
            if continuous {
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

    /// Notes that no frame came by `time` (a phone that sends none): only the timeout can
    /// end the session then; the codes being counted keep their streak.
    package mutating func idle(at time: Double) -> Event? {
        guard !isFinished, let deadline, time >= deadline else { return nil }
        isFinished = true
        return .timedOut
    }

    /// The disc just read while it is still in view of the latest frame's source (continuous mode).
    private var stillInView: GTIN? { filters[source]?.justAccepted }

    /// The code the latest frame's source is counting and how many frames in a row showed it.
    private var streak: (gtin: GTIN, frames: Int)? {
        guard stillInView == nil, let filter = filters[source], let candidate = filter.candidate else { return nil }
        return (candidate, filter.streak)
    }

    /// Where the latest frame's source is now, for the status line under the preview or on its
    /// phone's page (its own discs read).
    package var progress: Progress {
        let focus: Progress.Focus =
            if let held = stillInView {
                .read(held)
            } else if let streak {
                .holding(streak.gtin, frames: min(streak.frames, requiredFrames), required: requiredFrames)
            } else {
                .aiming
            }
        return Progress(discsRead: continuous ? reads[source, default: 0] : 0, focus: focus)
    }

    /// The box to draw: around the code being counted, or the one just read.
    package var highlight: Highlight? {
        let focus = stillInView ?? streak?.gtin
        guard let sighting = sightings.first(where: { $0.gtin == focus }) ?? sightings.first,
            let bounds = sighting.bounds
        else { return nil }
        return Highlight(bounds: bounds, isRead: sighting.gtin == stillInView)
    }
}
