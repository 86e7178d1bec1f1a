import Foundation

/// A clock whose waits end early once `cancellation` is cancelled: a lookup waiting its turn in
/// the rate limit (up to a minute) gives way to a Ctrl-C within a tenth of a second, and the
/// transport, seeing the same token, then sends nothing.
package struct CancellableWaits: TimeSource {
    /// The longest slice slept before the token is looked at again.
    package static let slice = 0.1

    private let base: any TimeSource
    private let cancellation: CancellationToken

    package init(_ base: any TimeSource, cancellation: CancellationToken) {
        self.base = base
        self.cancellation = cancellation
    }

    package func now() -> Double { base.now() }
    package func date() -> Date { base.date() }
    package func sleep(seconds: Double) { sliced(seconds) { base.sleep(seconds: $0) } }

    package func sleep(seconds: Double, for reason: WaitReason) {
        sliced(seconds) { base.sleep(seconds: $0, for: reason) }
    }

    private func sliced(_ seconds: Double, _ sleep: (Double) -> Void) {
        let end = base.now() + seconds
        while !cancellation.isCancelled {
            let left = end - base.now()
            guard left > 0 else { return }
            sleep(min(left, Self.slice))
        }
    }
}
