import Dispatch
import Synchronization

/// The frames the pages send, waiting for the scan: the newest of each phone only, taken in turn,
/// so a phone that sends faster than frames are decoded costs one frame of memory, never a
/// queue, and never crowds out another phone.
package final class FrameInbox: Sendable {
    /// One JPEG from a phone.
    package struct Frame: Sendable, Equatable {
        package var jpeg: [UInt8]
        /// Which phone sent it (`RequestHead.phone`).
        package var client: String
        /// A still from the photo button rather than a live frame.
        package var isStill: Bool

        package init(jpeg: [UInt8], client: String, isStill: Bool) {
            (self.jpeg, self.client, self.isStill) = (jpeg, client, isStill)
        }
    }

    private struct State {
        /// The frames waiting, at most one per phone, the longest-waiting phone first.
        var waiting: [Frame] = []
        var received = 0
        var replaced = 0
    }

    private let state = Mutex(State())
    private let arrival = DispatchSemaphore(value: 0)
    /// The most phones with a frame waiting: past it, the longest-waiting frame is dropped.
    package static let phoneLimit = 8

    package init() {}

    /// Hands over a frame, replacing the one its phone has waiting (a still is never replaced by a live frame).
    func post(_ frame: Frame) {
        let posted = state.withLock { state -> Bool in
            state.received += 1
            if let index = state.waiting.firstIndex(where: { $0.client == frame.client }) {
                state.replaced += 1
                if state.waiting[index].isStill, !frame.isStill { return false }
                state.waiting[index] = frame
                return true
            }
            if state.waiting.count >= Self.phoneLimit {
                state.waiting.removeFirst()
                state.replaced += 1
            }
            state.waiting.append(frame)
            return true
        }
        if posted { arrival.signal() }
    }

    /// The frame of the phone that has waited longest, waiting up to `seconds` for one; nil when none came.
    package func take(within seconds: Double) -> Frame? {
        if let frame = next() { return frame }
        let deadline = DispatchTime.now() + seconds
        while arrival.wait(timeout: deadline) == .success {
            if let frame = next() { return frame }
        }
        return nil
    }

    private func next() -> Frame? {
        state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    }

    /// Frames received, and how many of them were replaced before the scan took them.
    package var counts: (received: Int, replaced: Int) { state.withLock { ($0.received, $0.replaced) } }
}
