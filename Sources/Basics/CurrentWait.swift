import Synchronization

/// The wait under way on another thread (a lookup sleeping in the rate limiter), as a
/// `NoticedWaits` was told of it, for a progress line that shows it counting down.
///
/// Written by the waiting thread, read by the one that draws; a wait that has run out reads as none.
package final class CurrentWait: Sendable {
    private struct Wait {
        var until: Double
        var reason: WaitReason
    }

    private let wait = Mutex<Wait?>(nil)

    package init() {}

    /// A wait of `seconds` for `reason` begins at `now`.
    package func began(seconds: Double, reason: WaitReason, at now: Double) {
        wait.withLock { $0 = Wait(until: now + seconds, reason: reason) }
    }

    /// The seconds left at `now` of the wait under way, and what it is for; nil when none is.
    package func left(at now: Double) -> (seconds: Double, reason: WaitReason)? {
        wait.withLock { wait in
            guard let wait, wait.until > now else { return nil }
            return (wait.until - now, wait.reason)
        }
    }
}

extension NoticedWaits {
    /// `base`, telling `current` of each wait a person would notice (`threshold`), as it begins.
    package init(_ base: any TimeSource, showingIn current: CurrentWait) {
        self.init(base) { seconds, reason in current.began(seconds: seconds, reason: reason, at: base.now()) }
    }
}
