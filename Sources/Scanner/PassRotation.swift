/// The photo reader's further passes as the camera makes them: one pass per frame where the frame
/// as it is reads no code, the next pass on the next such frame, so that a scene held in view a
/// few frames has had every pass while each frame costs one pass more at most.
///
/// A pass that gave a code the frame as it is did not stays for the next frame: the camera counts
/// a code only in consecutive frames (`StableReadFilter`), and the next pass in turn would not
/// see it.
package struct PassRotation: Sendable, Equatable {
    /// The passes, in the order tried.
    package let passes: [ScanPass]
    /// The index in `passes` of the pass for the next frame.
    package private(set) var turn = 0

    /// A rotation over `passes`, starting at the first.
    package init(_ passes: [ScanPass]) {
        self.passes = passes
    }

    /// The pass for the next frame; nil when there are none.
    package var current: ScanPass? {
        passes.isEmpty ? nil : passes[turn]
    }

    /// After a frame: the next pass in turn, unless the pass `gaveCode` of its own, which stays.
    package mutating func advance(gaveCode: Bool) {
        guard !passes.isEmpty, !gaveCode else { return }
        turn = (turn + 1) % passes.count
    }
}
