import Foundation

/// A clock that tells `notice` about each wait of a second or more before it waits, so that
/// a person at the terminal sees why nothing happens (`catalog -` and `lookup -` at a prompt:
/// a scan waiting for its turn in the rate limit).
///
/// `notice` runs on the waiting thread (the lookup worker's, in a batch).
public struct NoticedWaits: TimeSource {
    /// Waits shorter than this go unsaid: a person does not notice them.
    public static let threshold = 1.0

    private let base: any TimeSource
    private let notice: @Sendable (_ seconds: Double, _ reason: WaitReason) -> Void

    public init(_ base: any TimeSource, notice: @escaping @Sendable (_ seconds: Double, _ reason: WaitReason) -> Void) {
        self.base = base
        self.notice = notice
    }

    public func now() -> Double { base.now() }
    public func date() -> Date { base.date() }
    public func sleep(seconds: Double) { base.sleep(seconds: seconds) }

    public func sleep(seconds: Double, for reason: WaitReason) {
        if seconds >= Self.threshold { notice(seconds, reason) }
        base.sleep(seconds: seconds, for: reason)
    }
}
