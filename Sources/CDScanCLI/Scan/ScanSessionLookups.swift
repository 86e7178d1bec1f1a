import Barcode
import Foundation
import Lookup

/// Looks up one barcode the camera read; the real one asks Discogs, tests answer from a table.
protocol ScanLookup {
    func resolve(_ gtin: GTIN, input: String) -> LookupResult
}

/// The Discogs lookup `lookup` itself does.
struct DiscogsScanLookup: ScanLookup {
    let client: DiscogsClient

    func resolve(_ gtin: GTIN, input: String) -> LookupResult {
        LookupRun.resolve(gtin, input: input, with: client)
    }
}

/// Runs the scan's lookups one after another on a thread of their own, so the
/// camera keeps reading frames while Discogs answers.
///
/// The lookup service (a `DiscogsClient` over libcurl, not `Sendable`) is made
/// on that thread and never leaves it. The frame loop submits barcodes and
/// collects results; every shared field is guarded by `condition`.
final class ScanSessionLookups: @unchecked Sendable {
    private struct Job {
        var gtin: GTIN
        var input: String
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var results: [LookupResult] = []
    private var running = 0
    private var closed = false

    /// Starts the thread; `makeLookup` runs on it, once, before the first lookup.
    init(makeLookup: @escaping @Sendable () -> any ScanLookup) {
        let thread = Thread { [self] in work(makeLookup) }
        thread.name = "cdscan-lookups"
        thread.start()
    }

    /// Queues a lookup.
    func submit(_ gtin: GTIN, input: String) {
        condition.withLock {
            jobs.append(Job(gtin: gtin, input: input))
            condition.broadcast()
        }
    }

    /// Lookups queued or running whose results have not been taken yet.
    var pending: Int { condition.withLock { jobs.count + running } }

    /// The results that have arrived, oldest first, without waiting.
    func takeResults() -> [LookupResult] {
        condition.withLock {
            defer { results.removeAll() }
            return results
        }
    }

    /// Waits up to `seconds` for a result (returns at once if one is there or nothing is pending).
    func waitForResults(seconds: Double) -> [LookupResult] {
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
            let result = lookup.resolve(job.gtin, input: job.input)
            condition.withLock {
                running -= 1
                results.append(result)
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
