import Barcode
import Foundation
import Lookup

/// Looks up one barcode the camera read; the real one asks the databases, tests answer from a table.
protocol ScanLookup {
    /// Checks what can be checked before the camera opens (the collection folder); the default checks nothing.
    func prepare() throws(LookupError)
    func resolve(_ gtin: GTIN, input: String) -> LookupResult
    /// Does what is asked with the chosen release (`--details`, `--add-to-collection`); the default does nothing.
    func finish(_ result: LookupResult) -> LookupResult
}

extension ScanLookup {
    func prepare() throws(LookupError) {}
    func finish(_ result: LookupResult) -> LookupResult { result }
}

/// The lookup `lookup` itself does.
struct SessionScanLookup: ScanLookup {
    let session: LookupSession
    var extras = ExtrasOptions()

    func prepare() throws(LookupError) {
        if extras.addToCollection { _ = try session.collectionFolder(extras.folder) }
    }

    func resolve(_ gtin: GTIN, input: String) -> LookupResult {
        LookupRun.resolve(gtin, input: input, with: session)
    }

    func finish(_ result: LookupResult) -> LookupResult {
        var result = result
        result.finish(extras, with: session)
        return result
    }
}

/// Runs the scan's lookups one after another on a thread of their own, so the
/// camera keeps reading frames while the databases answer.
///
/// The lookup service (a `LookupSession` over libcurl, not `Sendable`) is made
/// on that thread and never leaves it. The frame loop submits barcodes and
/// collects results; every shared field is guarded by `condition`. When a person
/// chooses among releases (`--pick ask`), a result comes back unfinished, the frame
/// loop asks, and hands the chosen release back with `finish` for its details.
final class ScanSessionLookups: @unchecked Sendable {
    /// A result for the frame loop.
    struct Delivery {
        var result: LookupResult
        /// False when the release is still to be chosen and handed back with `finish`.
        var isFinished: Bool
    }

    private enum Job {
        case lookUp(GTIN, input: String)
        case finish(LookupResult)
    }

    private let condition = NSCondition()
    private let finishesEach: Bool
    private var jobs: [Job] = []
    private var results: [Delivery] = []
    private var running = 0
    private var closed = false

    /// Starts the thread; `makeLookup` runs on it, once, before the first lookup.
    ///
    /// - Parameter finishesEach: finish each result right after its lookup (nobody chooses).
    init(finishesEach: Bool = true, makeLookup: @escaping @Sendable () -> any ScanLookup) {
        self.finishesEach = finishesEach
        let thread = Thread { [self] in work(makeLookup) }
        thread.name = "cdscan-lookups"
        thread.start()
    }

    /// Queues a lookup.
    func submit(_ gtin: GTIN, input: String) {
        enqueue(.lookUp(gtin, input: input))
    }

    /// Queues the rest of an unfinished result once its release is chosen.
    func finish(_ result: LookupResult) {
        enqueue(.finish(result))
    }

    private func enqueue(_ job: Job) {
        condition.withLock {
            jobs.append(job)
            condition.broadcast()
        }
    }

    /// Lookups queued or running whose results have not been delivered yet.
    var pending: Int { condition.withLock { jobs.count + running } }

    /// Whether something is pending or delivered and not taken yet.
    var isBusy: Bool { condition.withLock { jobs.count + running + results.count > 0 } }

    /// The results that have arrived, oldest first, without waiting.
    func takeResults() -> [Delivery] {
        condition.withLock {
            defer { results.removeAll() }
            return results
        }
    }

    /// Waits up to `seconds` for a result (returns at once if one is there or nothing is pending).
    func waitForResults(seconds: Double) -> [Delivery] {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while results.isEmpty, jobs.count + running > 0, condition.wait(until: deadline) {}
            defer { results.removeAll() }
            return results
        }
    }

    /// Lets the thread end once the queue is empty; lookups still queued are dropped.
    func close() {
        condition.withLock {
            jobs.removeAll()
            closed = true
            condition.broadcast()
        }
    }

    private func work(_ makeLookup: @Sendable () -> any ScanLookup) {
        let lookup = makeLookup()
        while let job = nextJob() {
            let delivery: Delivery
            switch job {
            case .lookUp(let gtin, let input):
                let result = lookup.resolve(gtin, input: input)
                delivery =
                    finishesEach
                    ? Delivery(result: lookup.finish(result), isFinished: true)
                    : Delivery(result: result, isFinished: false)
            case .finish(let result):
                delivery = Delivery(result: lookup.finish(result), isFinished: true)
            }
            condition.withLock {
                running -= 1
                results.append(delivery)
                condition.broadcast()
            }
        }
    }

    private func nextJob() -> Job? {
        condition.withLock {
            while jobs.isEmpty, !closed { condition.wait() }
            guard !jobs.isEmpty else { return nil }
            running += 1
            return jobs.removeFirst()
        }
    }
}
