import Dispatch
import Synchronization

/// The frames the page sends, waiting for the scan: only the newest is kept, so a phone that
/// sends faster than frames are decoded costs one frame of memory, never a queue.
public final class FrameInbox: Sendable {
    /// One JPEG from a phone.
    public struct Frame: Sendable, Equatable {
        public var jpeg: [UInt8]
        /// The phone's address.
        public var client: String
        /// A still from the photo button rather than a live frame.
        public var isStill: Bool

        public init(jpeg: [UInt8], client: String, isStill: Bool) {
            (self.jpeg, self.client, self.isStill) = (jpeg, client, isStill)
        }
    }

    private struct State {
        var frame: Frame?
        var received = 0
        var replaced = 0
    }

    private let state = Mutex(State())
    private let arrival = DispatchSemaphore(value: 0)

    public init() {}

    /// Hands over a frame, replacing one not yet taken (a still is never replaced by a live frame).
    public func post(_ frame: Frame) {
        let posted = state.withLock { state -> Bool in
            state.received += 1
            if let waiting = state.frame {
                state.replaced += 1
                if waiting.isStill, !frame.isStill { return false }
            }
            state.frame = frame
            return true
        }
        if posted { arrival.signal() }
    }

    /// The newest frame, waiting up to `seconds` for one; nil when none came.
    public func take(within seconds: Double) -> Frame? {
        if let frame = state.withLock({ state in
            defer { state.frame = nil }; return state.frame
        }) {
            return frame
        }
        guard arrival.wait(timeout: .now() + seconds) == .success else { return nil }
        return state.withLock { state in
            defer { state.frame = nil }; return state.frame
        }
    }

    /// Frames received, and how many of them were replaced before the scan took them.
    public var counts: (received: Int, replaced: Int) { state.withLock { ($0.received, $0.replaced) } }
}
