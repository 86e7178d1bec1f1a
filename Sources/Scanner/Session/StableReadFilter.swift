import Barcode

/// Decides when a barcode seen by the camera counts as read: the same GTIN in
/// `requiredFrames` consecutive frames, so one misread frame never becomes an album.
///
/// In continuous mode the code just accepted is ignored until another code, or a
/// frame with none, has been seen: a CD held still in front of the camera is
/// catalogued once, and taking it away and back counts it again.
package struct StableReadFilter: Sendable {
    /// How many consecutive frames must show the same code (at least 1).
    package let requiredFrames: Int
    /// Whether scanning goes on after a code is accepted.
    package let continuous: Bool

    /// The code on a streak of consecutive frames, not yet accepted.
    package private(set) var candidate: GTIN?
    /// How many consecutive frames have shown `candidate`.
    package private(set) var streak = 0
    /// In continuous mode, the code just accepted while it is still the only one in view.
    package private(set) var justAccepted: GTIN?

    /// A filter accepting a code after `requiredFrames` consecutive reads (default 3).
    package init(requiredFrames: Int = 3, continuous: Bool = false) {
        self.requiredFrames = max(1, requiredFrames)
        self.continuous = continuous
    }

    /// Feeds the valid codes read in one frame (empty: none); returns a code at the
    /// frame where it becomes stable, nil otherwise. `stable`: the frame is a still (a photo),
    /// whose code counts at once, as `requiredFrames` frames of it would; a code just accepted
    /// and still in view is not counted again.
    ///
    /// When a frame holds several codes, the one already on a streak keeps it.
    package mutating func observe(_ codes: [GTIN], stable: Bool = false) -> GTIN? {
        guard !codes.isEmpty else {
            (candidate, streak, justAccepted) = (nil, 0, nil)
            return nil
        }
        let fresh = codes.filter { $0 != justAccepted }
        guard let first = fresh.first else { return nil }
        justAccepted = nil
        let code = candidate.flatMap { fresh.contains($0) ? $0 : nil } ?? first
        if stable {
            (candidate, streak) = (code, requiredFrames)
        } else if code == candidate {
            streak += 1
        } else {
            (candidate, streak) = (code, 1)
        }
        guard streak >= requiredFrames else { return nil }
        (candidate, streak) = (nil, 0)
        if continuous { justAccepted = code }
        return code
    }

    /// Feeds one frame with at most one valid code.
    package mutating func observe(_ code: GTIN?) -> GTIN? {
        observe(code.map { [$0] } ?? [])
    }
}
