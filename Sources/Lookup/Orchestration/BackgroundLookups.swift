import Barcode
import Basics

/// Looks up one barcode at a time: a `LookupSession`, or a table in tests.
package protocol BarcodeLookup {
    /// Checks what can be checked before the first lookup (the collection folder).
    func prepare() throws(LookupError)
    /// Looks up a barcode already known to be valid.
    func resolve(_ gtin: GTIN, input: String) -> LookupResult
    /// Does what is asked with the chosen release (`--details`, `--add-to-collection`).
    func finish(_ result: LookupResult) -> LookupResult
}

extension BarcodeLookup {
    package func prepare() throws(LookupError) {}
    package func finish(_ result: LookupResult) -> LookupResult { result }
}

extension LookupSession: BarcodeLookup {
    package func resolve(_ gtin: GTIN, input: String) -> LookupResult { resolve(gtin, input: input, file: nil) }
}

/// Runs lookups one after another on a thread of their own, so the camera keeps
/// reading frames while the databases answer.
///
/// The lookup (a `LookupSession` over libcurl, not `Sendable`) is handed to that
/// thread and never leaves it. The frame loop submits barcodes and collects
/// results. When a person chooses among releases (`--pick ask`), a result comes
/// back unfinished, the frame loop asks, and hands the chosen release back with
/// `finish` for its details and the collection.
package final class BackgroundLookups: Sendable {
    /// A result for the frame loop.
    package struct Delivery: Sendable {
        package var result: LookupResult
        /// False when the release is still to be chosen and handed back with `finish`.
        package var isFinished: Bool
        /// What the caller tagged the lookup with (which phone read the disc); nil: nothing.
        package var tag: Int?
    }

    private let worker: SerialWorker<any BarcodeLookup, Delivery>
    private let finishesEach: Bool

    /// Starts the thread, which takes `lookup` for its own.
    ///
    /// - Parameter finishesEach: finish each result right after its lookup (nobody chooses).
    package init(finishesEach: Bool = true, lookup: sending any BarcodeLookup) {
        self.finishesEach = finishesEach
        worker = SerialWorker(name: "cdscan-lookups", resource: lookup)
    }

    /// Queues a lookup; its delivery carries `tag`.
    package func submit(_ gtin: GTIN, input: String, tag: Int? = nil) {
        worker.submit { [finishesEach] lookup in
            let result = lookup.resolve(gtin, input: input)
            return finishesEach
                ? Delivery(result: lookup.finish(result), isFinished: true, tag: tag)
                : Delivery(result: result, isFinished: false, tag: tag)
        }
    }

    /// Queues the rest of an unfinished result once its release is chosen; its delivery carries `tag`.
    package func finish(_ result: LookupResult, tag: Int? = nil) {
        worker.submit { lookup in Delivery(result: lookup.finish(result), isFinished: true, tag: tag) }
    }

    /// Lookups queued or running whose results have not been delivered yet.
    package var pending: Int { worker.pending }

    /// Whether something is pending or delivered and not taken yet.
    package var isBusy: Bool { worker.isBusy }

    /// The results that have arrived, oldest first, without waiting.
    package func takeResults() -> [Delivery] { worker.takeOutputs() }

    /// Waits up to `seconds` for a result (returns at once if one is there or nothing is pending).
    package func waitForResults(seconds: Double) -> [Delivery] { worker.waitForOutputs(seconds: seconds) }

    /// Lets the thread end once the lookup running is done; lookups still queued are dropped.
    package func close() { worker.close() }
}
