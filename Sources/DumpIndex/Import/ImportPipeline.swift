import Basics
import Dispatch
import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// The import's threads: one reads and inflates, one parses, and the caller's
/// thread writes the index (and draws the progress, and polls for Ctrl-C).
///
/// Inflating, parsing and writing each take a good share of an import; on
/// their own threads they overlap, so an import takes about as long as its
/// slowest stage instead of all three one after another. Each handoff holds a
/// few chunks, so memory stays constant: the producer of a full one waits.
final class ImportPipeline {
    /// The releases as they are read, ending with `.end` or `.failure`.
    let batches: Handoff<ReleaseBatch>
    private let threads = DispatchGroup()

    /// Chunks of text (256 KiB each) waiting for the parser.
    static let textQueue = 8
    /// Batches of releases waiting for the index (one per chunk of text).
    static let releaseQueue = 8

    /// Starts reading `input`; tracklists, credits and notes are read when `details`.
    init(input: DumpInput, details: Bool) {
        let text = Handoff<TextChunk>(capacity: Self.textQueue)
        let batches = Handoff<ReleaseBatch>(capacity: Self.releaseQueue)
        self.batches = batches
        start("inflate") { InflateStage.run(input, into: text) }
        start("parse") { ParseStage.run(details: details, from: text, into: batches) }
    }

    deinit {
        stop()
    }

    /// Stops the threads (when they have not finished) and waits for them:
    /// a cancelled stage winds down within one chunk.
    func stop() {
        batches.cancel()
        threads.wait()
    }

    private func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let group = threads
        group.enter()
        let thread = Thread {
            nameThisThread("cdscan-\(name)")
            body()
            group.leave()
        }
        thread.start()
    }
}

/// Names the calling thread for the kernel (at most 15 bytes), so that `top -H`, `ps -L`
/// and perf tell the stages apart: Foundation's `Thread.name` is its own, and glibc's
/// pthread_setname_np is not in Swift's Glibc module; /proc/thread-self/comm is the same call.
private func nameThisThread(_ name: String) {
    let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = SystemCall.writeAll(name.utf8.prefix(15), to: descriptor)
    close(descriptor)
}

@available(*, unavailable) extension ImportPipeline: Sendable {}
