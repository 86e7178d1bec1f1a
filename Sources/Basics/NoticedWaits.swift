import Foundation

/// A clock that tells `notice` about each wait of a second or more before it waits, so that
/// a person at the terminal sees why nothing happens (`catalog -` and `lookup -` at a prompt:
/// a scan waiting for its turn in the rate limit).
///
/// `notice` runs on the waiting thread (the lookup worker's, in a batch).
package struct NoticedWaits: TimeSource {
    /// Waits shorter than this go unsaid: a person does not notice them.
    package static let threshold = 1.0

    private let base: any TimeSource
    private let notice: @Sendable (_ seconds: Double, _ reason: WaitReason) -> Void

    package init(_ base: any TimeSource, notice: @escaping @Sendable (_ seconds: Double, _ reason: WaitReason) -> Void)
    {
        self.base = base
        self.notice = notice
    }

    package func now() -> Double { base.now() }
    package func date() -> Date { base.date() }
    package func sleep(seconds: Double) { base.sleep(seconds: seconds) }

    package func sleep(seconds: Double, for reason: WaitReason) {
        if seconds >= Self.threshold { notice(seconds, reason) }
        base.sleep(seconds: seconds, for: reason)
    }
}
