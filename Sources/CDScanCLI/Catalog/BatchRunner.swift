import Album
import Barcode
import Basics
import Catalog
import Lookup

/// Looks up a catalog's pending barcodes one after another, committing each
/// result as it finishes, so a batch stopped at any point (kill -9 included)
/// loses nothing finished and a re-run duplicates nothing.
///
/// A barcode whose answer is in the lookup cache and younger than `maxAge` is
/// answered from there without a request. The lookup session is made only
/// when a barcode needs the network (so a run from the cache needs no token),
/// and one session serves the whole batch: its clients' rate limiters keep the
/// batch within the budget each service allows. Not `Sendable`: it runs on the
/// thread that owns the store.
final class BatchRunner {
    struct Options {
        /// Look up `not_found` barcodes again.
        var retry = false
        /// Seconds a cached answer stays usable.
        var maxAge: Double = CatalogStore.defaultCacheAge
        /// Network or server failures in a row after which the batch stops
        /// rather than fail every remaining barcode the same way.
        var failuresInARowLimit = 5
        var progress: ProgressReporter.Style = .none
        /// The services whose cached answers may be used (`--source`).
        var sources: Set<Service> = [.discogs, .musicbrainz]
        /// `--pick best`: take the best ranked of several releases instead of marking the barcode ambiguous.
        var pickBest = false
        /// What `finishReleases` does with the found releases (`--details`, `--add-to-collection`).
        var extras = ExtrasOptions()
    }

    typealias ClientFactory = () throws(LookupSession.Failure) -> LookupSession

    // Internal rather than private for the extension that finishes releases (BatchRunner+Extras.swift).
    let store: CatalogStore
    let options: Options
    private let makeClient: ClientFactory
    let console: Console
    let time: any TimeSource
    let interrupt: () -> InterruptRequest
    private var worker: LookupWorker?
    private var interruptNoted = false
    /// The failure of the barcode just looked up, when the service itself failed.
    private var lastOutage: LookupError?

    init(
        store: CatalogStore, options: Options, console: Console, time: any TimeSource,
        interrupt: @escaping () -> InterruptRequest = { .none }, makeClient: @escaping ClientFactory
    ) {
        self.store = store
        self.options = options
        self.console = console
        self.time = time
        self.interrupt = interrupt
        self.makeClient = makeClient
    }

    /// Looks up the catalog's pending barcodes (`pending(retry:)`), in the order first seen,
    /// after checking the collection folder when `--add-to-collection` will need it.
    func run() -> BatchReport {
        let pending: [GTIN]
        do {
            // Discogs' terms limit how long its answers are kept; a short --max-age
            // only skips old answers, it does not throw away what later runs may use.
            try store.removeExpiredLookups(maxAge: max(options.maxAge, CatalogStore.defaultCacheAge))
            pending = try store.pending(retry: options.retry)
        } catch {
            return BatchReport(stop: .catalog(error))
        }
        let progress = ProgressReporter(console: console, style: options.progress, time: time, total: pending.count)
        var report = BatchReport(remaining: pending.count)
        guard prepareCollection(report: &report) else { return report }
        var failuresInARow = 0
        for gtin in pending {
            if stopRequested(progress) {
                report.stop = .interrupted
                break
            }
            do throws(CatalogError) {
                lastOutage = nil
                guard let outcome = try resolve(gtin, report: &report, progress: progress) else { break }
                report.tally.count(outcome)
                report.finished.insert(gtin.ean13)
                report.remaining -= 1
                progress.update(report.tally)
                failuresInARow = lastOutage == nil ? 0 : failuresInARow + 1
                if let lastOutage, failuresInARow >= options.failuresInARowLimit {
                    report.stop = .lookup(lastOutage)
                    break
                }
            } catch {
                report.stop = .catalog(error)
                break
            }
        }
        progress.finish()
        return report
    }

    /// The outcome recorded for `gtin`, or nil when the batch must stop (`report.stop` says why).
    private func resolve(_ gtin: GTIN, report: inout BatchReport, progress: ProgressReporter) throws(CatalogError)
        -> CatalogOutcome?
    {
        if let cached = try store.cachedLookup(for: gtin, maxAge: options.maxAge), usable(cached) {
            let outcome = Self.outcome(LookupOutcome(ranking: cached.albums), pickBest: options.pickBest)
            try store.recordResult(outcome, for: gtin)
            report.tally.fromCache += 1
            return outcome
        }
        guard let worker = lookupWorker(report: &report, progress: progress) else { return nil }
        let answer = worker.lookup(gtin) {
            progress.refresh()
            return stopRequested(progress) && interrupt() == .now
        }
        guard let answer else {
            report.stop = .interrupted
            return nil
        }
        report.tally.requests += answer.requests
        answer.warnings.forEach { progress.note("warning: \(gtin.canonical): \($0)") }
        switch answer.result {
        case .success(let found):
            let outcome = Self.outcome(found, pickBest: options.pickBest)
            if case .found(let best, let alternatives) = found {
                try store.cacheLookup([best] + alternatives, for: gtin)
            } else {
                try store.cacheLookup([], for: gtin)
            }
            try store.recordResult(outcome, for: gtin)
            return outcome
        case .failure(let error):
            if error.stopsRun {
                report.stop = .lookup(error)
                return nil
            }
            progress.note("\(gtin.canonical): \(error)")
            try store.recordResult(.error(error.description), for: gtin)
            report.worstError = max(report.worstError, ExitCode(error))
            if Self.isOutage(error) { lastOutage = error }
            return .error(error.description)
        }
    }

    func lookupWorker(report: inout BatchReport, progress: ProgressReporter) -> LookupWorker? {
        if let worker { return worker }
        do {
            let made = LookupWorker(session: try makeClient())
            worker = made
            return made
        } catch {
            progress.finish()
            report.stop = .noClient(CDScan.report(error, console))
            return nil
        }
    }

    /// Whether a stop was asked for; says once that the batch is stopping.
    func stopRequested(_ progress: ProgressReporter) -> Bool {
        let request = interrupt()
        guard request != .none else { return false }
        if !interruptNoted {
            interruptNoted = true
            progress.note(
                "interrupted: saving what is done (Ctrl-C again stops without waiting for the lookup in flight)")
        }
        return true
    }

    /// Whether a cached answer came from a service `--source` asks (a "not found" from any service will do).
    private func usable(_ cached: CachedLookup) -> Bool {
        cached.albums.isEmpty || cached.albums.contains { options.sources.contains($0.source) }
    }

    /// What the catalog records: a barcode that several releases could be the disc of is
    /// `ambiguous` (a person chooses with `--review`) unless `pickBest`.
    ///
    /// Only CDs count when the best ranked release is one: cdscan reads CD cases, so an LP
    /// or cassette that reuses the barcode is no rival to a single CD (it stays an alternative).
    static func outcome(_ lookup: LookupOutcome, pickBest: Bool) -> CatalogOutcome {
        switch lookup {
        case .found(let best, let alternatives):
            let rivals = best.isCD ? alternatives.filter(\.isCD) : alternatives
            return rivals.isEmpty || pickBest
                ? .found(best, alternatives: alternatives) : .ambiguous(candidates: [best] + alternatives)
        case .notFound:
            return .notFound
        }
    }

    /// Failures of the service rather than of one barcode.
    static func isOutage(_ error: LookupError) -> Bool {
        switch error {
        case .network, .serverError: true
        default: false
        }
    }
}
