import Synchronization

/// A one-way flag that asks work on another thread to stop: set once by whoever decides
/// (the batch, when Ctrl-C's grace is over), read by the work as often as it likes (the
/// libcurl progress callback, before each request).
///
/// A class, so the flag can be handed to C callbacks as one pointer (`Unmanaged`); its
/// state is one atomic, so it is `Sendable` without a lock.
package final class CancellationToken: Sendable {
    private let cancelled = Atomic<Bool>(false)

    package init() {}

    /// Asks the work to stop; safe to call from any thread, any number of times.
    package func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether `cancel()` was called.
    package var isCancelled: Bool {
        cancelled.load(ordering: .sequentiallyConsistent)
    }
}
