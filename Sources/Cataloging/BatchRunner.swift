import Album
import Barcode
import Basics
import Catalog
import Lookup

/// Looks up a catalog's pending barcodes (and catalogue numbers and discs) one after another, committing each
/// result that needed a request as it finishes, so a batch stopped at any point (kill -9
/// included) loses nothing it waited for and a re-run duplicates nothing.
///
/// A barcode whose answer is in the lookup cache and younger than `maxAge` is answered from
/// there without a request, and one the local dump index knows from the index: such answers
/// are committed several to a transaction (`CommitRule`), so kill -9 loses at most the open
/// batch of them. The lookup session is made only
/// when a barcode needs the session (so a run from the cache needs no token),
/// and one session serves the whole batch: its clients' rate limiters keep the
/// batch within the budget each service allows. Not `Sendable`: it runs on the
/// thread that owns the store.
package final class BatchRunner {
    /// How the batch goes about it.
    package struct Options: Sendable {
        /// Look up `not_found` barcodes again.
        package var retry = false
        /// Seconds a cached answer stays usable.
        package var maxAge: Double = CatalogStore.defaultCacheAge
        /// Network or server failures in a row after which the batch stops
        /// rather than fail every remaining barcode the same way.
        var failuresInARowLimit = 5
        /// The services whose cached answers may be used (`--source`).
        package var sources: Set<Service> = [.discogs, .musicbrainz]
        /// `--pick best`: take the best ranked of several releases instead of marking the barcode ambiguous.
        package var pickBest = false
        /// What `finishReleases` does with the found releases (`--details`, `--add-to-collection`).
        package var extras = ExtrasOptions()
        /// The codes this batch may look up (`CatalogItem.key`): those the
        /// run was given; nil: every pending one in the catalog (`--resume`).
        package var only: Set<ItemKey>?
        /// Codes to look up again whatever their status, without the cache (`items refresh`;
        /// `BatchSubject.refreshing` makes them from the items chosen).
        package var refresh: [BatchSubject] = []
        /// How many answers that need no request one transaction holds.
        package var commit = CommitRule.standard

        package init(
            retry: Bool = false, maxAge: Double = CatalogStore.defaultCacheAge,
            sources: Set<Service> = [.discogs, .musicbrainz],
            pickBest: Bool = false, extras: ExtrasOptions = ExtrasOptions()
        ) {
            (self.retry, self.maxAge, self.sources, self.pickBest, self.extras) = (
                retry, maxAge, sources, pickBest, extras
            )
        }
    }

    /// Makes the batch's lookup session, the first time a barcode needs the network.
    package typealias SessionFactory = () throws -> LookupSession

    // Internal rather than private for the extension that finishes releases (BatchRunner+Extras.swift).
    let store: CatalogStore
    let options: Options
    private let makeSession: SessionFactory
    let observer: any BatchObserver
    let interrupt: () -> InterruptRequest
    /// Cancelled when the batch stops waiting for the job in flight; the session's transports
    /// must hold it (`LookupSession.Configuration.cancellation`) for the request to be aborted.
    package let cancellation: CancellationToken
    /// The clock of `options.commit`'s seconds.
    let time: any TimeSource
    private var worker: LookupWorker?
    /// The local index's answers asked for ahead, by EAN-13 (nil: the services must be asked).
    var prefetched: [String: LookupOutcome?] = [:]
    /// The question already put to the index about the commit batch of subjects from `start` on.
    var ahead: (start: Int, query: LookupWorker.LocalQuery)?
    private var interruptNoted = false
    /// How often `givesUpWaiting` was called since the first interrupt.
    private var waitsSinceStop = 0
    /// How often it was called since `cancellation` was cancelled.
    private var waitsSinceCancel = 0
    /// The failure of the code just looked up, when the service itself failed.
    private var lastOutage: LookupError?

    package init(
        store: CatalogStore, options: Options, observer: any BatchObserver,
        interrupt: @escaping () -> InterruptRequest = { .none }, cancellation: CancellationToken = CancellationToken(),
        time: any TimeSource = SystemClock(),
        makeSession: @escaping SessionFactory
    ) {
        self.store = store
        self.time = time
        self.options = options
        self.observer = observer
        self.interrupt = interrupt
        self.cancellation = cancellation
        self.makeSession = makeSession
    }

    /// Looks up the catalog's pending codes (`pending(retry:)`: barcodes, then catalogue numbers
    /// and discs), in the order first seen, after checking the collection folder when
    /// `--add-to-collection` will need it; only those `options.only` names, when it names some.
    package func run() -> BatchReport {
        run(only: options.only)
    }

    /// Looks up the pending codes whose keys (`CatalogItem.key`) are in `only` (nil: all), as `run()`.
    package func run(only: Set<ItemKey>?) -> BatchReport {
        let pending: [BatchSubject]
        do {
            // Discogs' terms limit how long its answers are kept; a short --max-age
            // only skips old answers, it does not throw away what later runs may use.
            try store.removeExpiredLookups(maxAge: max(options.maxAge, CatalogStore.defaultCacheAge))
            pending = try pendingSubjects(only: only)
        } catch {
            return BatchReport(stop: .catalog(error))
        }
        var report = BatchReport(remaining: pending.count)
        guard prepareCollection(report: &report), let asked = settingAsideReleases(pending, report: &report)
        else { return report }
        observer.batch(.started(total: asked.count, counting: .codes))
        lookUp(asked, report: &report)
        observer.batch(.finished)
        return report
    }

    /// What to look up: `options.refresh`, else the pending barcodes, catalogue numbers, discs and
    /// releases (a collection import's) `only` names.
    ///
    /// Releases only when named: a session made for barcodes (`catalog --resume`, perhaps
    /// MusicBrainz alone) could not fetch them and would record them not found; `items import`
    /// names its own.
    private func pendingSubjects(only: Set<ItemKey>?) throws(CatalogError) -> [BatchSubject] {
        guard options.refresh.isEmpty else { return options.refresh }
        let barcodes = try store.pending(retry: options.retry).filter { only?.contains(.barcode($0)) ?? true }
        let kinds: [ItemKind] = only == nil ? [.catalogNumber, .discID] : [.catalogNumber, .discID, .release]
        let others = try store.pendingCodes(of: kinds, retry: options.retry).filter {
            only?.contains(ItemKey(kind: $0.kind, code: $0.code)) ?? true
        }
        var subjects = barcodes.map(BatchSubject.barcode)
        for code in others {
            if let subject = try BatchSubject.pending(code, path: store.path) { subjects.append(subject) }
        }
        return subjects
    }

    /// `pending` without the releases the session cannot answer for (`LookupSession.fetchesReleases`;
    /// refreshing, also those an index-only session lacks, `knowsWhetherReleaseExists`): those are
    /// left as they are, in `report.setAside`, not recorded as not found. Nil when the
    /// batch must stop (no session could be made). Makes the session only when there are releases.
    private func settingAsideReleases(_ pending: [BatchSubject], report: inout BatchReport) -> [BatchSubject]? {
        guard pending.contains(where: { $0.kind == .release }) else { return pending }
        guard let worker = lookupWorker(report: &report) else { return nil }
        // Refreshing, a release the index alone lacks would turn from found to not found.
        let refreshing = !options.refresh.isEmpty
        let unanswerable = { @Sendable (session: LookupSession) -> Set<ItemKey> in
            Set(
                pending.filter { subject in
                    guard case .release(let id) = subject else { return false }
                    return !session.fetchesReleases
                        || (refreshing && !session.knowsWhetherReleaseExists(discogsID: id))
                }.map(\.key))
        }
        let asked = worker.run({ ($0.fetchesReleases, unanswerable($0)) }, whileWaiting: givesUpWaiting)
        guard let (fetches, setAside) = asked?.value else {
            report.stop = .interrupted
            return nil
        }
        guard !setAside.isEmpty else { return pending }
        report.indexOnly = fetches
        report.setAside = pending.filter { setAside.contains($0.key) }
        report.remaining -= report.setAside.count
        return pending.filter { !setAside.contains($0.key) }
    }

    /// Looks up each of `pending` in turn: the answers that need no request in batches
    /// (`answerLocally`), the others one by one, each committed when it comes; stops as
    /// `report.stop` then says.
    private func lookUp(_ pending: [BatchSubject], report: inout BatchReport) {
        var failuresInARow = 0
        var next = 0
        while next < pending.count {
            guard !stopRequested() else {
                report.stop = .interrupted
                break
            }
            do throws(CatalogError) {
                let first = next
                try options.commit.fill(store, time: time) { () throws(CatalogError) in
                    try answerLocally(pending, at: &next, after: first, report: &report)
                }
                guard report.stop == nil else { break }
                if next > first {
                    failuresInARow = 0
                    continue
                }
                let subject = pending[next]
                lastOutage = nil
                guard let outcome = try resolve(subject, report: &report) else { break }
                finish(subject, outcome, report: &report)
                next += 1
                failuresInARow = lastOutage == nil ? 0 : failuresInARow + 1
                if let lastOutage, failuresInARow >= options.failuresInARowLimit {
                    report.stop = .lookup(lastOutage)
                    break
                }
            } catch .notInCatalog {
                // Removed (`items remove`, which may run beside a batch) while it was looked up:
                // skipped, not a failure of the run; the answer stays in the lookup cache.
                skipRemoved(pending[next], report: &report)
                next += 1
            } catch {
                report.stop = .catalog(error)
                break
            }
        }
    }

    /// Counts `subject` as removed from the catalogue while the batch went on, and tells the observer.
    func skipRemoved(_ subject: BatchSubject, report: inout BatchReport) {
        report.tally.removed += 1
        report.remaining -= 1
        observer.batch(.progressed(report.tally))
    }

    /// Counts `subject` as done with `outcome`, and tells the observer.
    func finish(_ subject: BatchSubject, _ outcome: CatalogOutcome, report: inout BatchReport) {
        report.tally.count(outcome)
        report.finished.insert(subject.key)
        report.remaining -= 1
        observer.batch(.progressed(report.tally))
    }

    /// The outcome the services gave for `subject`, recorded, or nil when the batch must stop
    /// (`report.stop` says why).
    private func resolve(_ subject: BatchSubject, report: inout BatchReport) throws(CatalogError) -> CatalogOutcome? {
        guard case .barcode(let gtin) = subject else { return try resolveCode(subject, report: &report) }
        guard let worker = lookupWorker(report: &report) else { return nil }
        guard let answer = worker.lookup(gtin, whileWaiting: givesUpWaiting) else {
            report.stop = .interrupted
            return nil
        }
        report.tally.requests += answer.requests
        answer.fallbacks.forEach { observer.batch(.fellBack(subject, $0)) }
        return try settle(answer.result, for: subject, report: &report) { found, outcome throws(CatalogError) in
            try store.recordLookup(found.albums, outcome: outcome, for: gtin)
        }
    }

    /// Records what the services answered for `subject` (`save` keeps an answer; a failure is
    /// recorded as an error), and returns the outcome; nil when the batch must stop.
    func settle(
        _ result: Result<LookupOutcome, LookupError>, for subject: BatchSubject, report: inout BatchReport,
        saving save: (LookupOutcome, CatalogOutcome) throws(CatalogError) -> Void
    ) throws(CatalogError) -> CatalogOutcome? {
        switch result {
        case .success(let found):
            let outcome = Self.outcome(found, pickBest: options.pickBest)
            try save(found, outcome)
            return outcome
        case .failure(let error):
            if error.stopsRun {
                report.stop = Self.stop(at: error)
                return nil
            }
            observer.batch(.lookupFailed(subject, error))
            let failed = CatalogOutcome.error(error)
            try store.recordResult(failed, for: subject.key)
            report.failures.append(error)
            if Self.isOutage(error) { lastOutage = error }
            return failed
        }
    }

    func lookupWorker(report: inout BatchReport) -> LookupWorker? {
        if let worker { return worker }
        do {
            let session = try makeSession()
            let pacing = session.pacing
            let made = LookupWorker(session: session)
            worker = made
            pacing.map { observer.batch(.paced(by: $0)) }
            return made
        } catch {
            observer.batch(.finished)
            report.stop = .noSession(error)
            return nil
        }
    }

    /// Called while a job waits: whether to stop waiting for it; the observer hears that the
    /// batch is waiting, so the rate and ETA move on.
    ///
    /// After a first interrupt the job in flight has half a second to finish (most lookups
    /// take less); then, or at once after a second interrupt, `cancellation` is cancelled:
    /// a request in flight is aborted from libcurl's progress callback and the job comes
    /// back with `LookupError.interrupted`, its code left pending. The job is abandoned
    /// (its output dropped) only if it has not come back a little later: that backstop is
    /// still needed because the rate limiter's and the retries' sleeps (up to a minute) go
    /// through the injected `TimeSource` and cannot be cut short; such a job sends nothing
    /// when it wakes (the transport refuses once cancelled). Either way a Ctrl-C or SIGTERM
    /// ends the run within about a second.
    func givesUpWaiting() -> Bool {
        observer.batch(.waiting)
        guard stopRequested() else { return false }
        waitsSinceStop += 1
        if interrupt() == .now || waitsSinceStop > Self.graceChecks { cancellation.cancel() }
        guard cancellation.isCancelled else { return false }
        waitsSinceCancel += 1
        return waitsSinceCancel > Self.backstopChecks
    }

    /// Checks (0.1 s apart, `LookupWorker.checksPerSecond`) a job in flight has to finish after a first interrupt.
    static let graceChecks = LookupWorker.checksPerSecond / 2
    /// Checks an aborted job has to come back before it is abandoned: many times the abort's latency
    /// (`CurlEasyHandle.pollMilliseconds`), and within the second a stop may take.
    static let backstopChecks = 4

    /// How the batch stops at `error`, one that stops the run (`LookupError.stopsRun`): an
    /// interrupted request is the interrupt the batch was asked for, not a failure.
    static func stop(at error: LookupError) -> BatchStop {
        if case .interrupted = error { .interrupted } else { .lookup(error) }
    }

    /// Whether a stop was asked for; says once that the batch is stopping.
    func stopRequested() -> Bool {
        let request = interrupt()
        guard request != .none else { return false }
        if !interruptNoted {
            interruptNoted = true
            observer.batch(.stopping)
        }
        return true
    }

    /// Whether a cached answer came from a service `--source` asks (a "not found" from any service will do).
    func usable(_ cached: CachedLookup) -> Bool {
        cached.albums.isEmpty || cached.albums.contains { options.sources.contains($0.source) }
    }

    /// What the catalog records: a barcode that several releases could be the disc of is
    /// `ambiguous` (a person chooses with `--review`) unless `pickBest`; which releases count
    /// as rivals of the best ranked one is `Ranking.rivals(of:among:)`'s rule.
    package static func outcome(_ lookup: LookupOutcome, pickBest: Bool) -> CatalogOutcome {
        switch lookup {
        case .found(let best, let alternatives):
            return Ranking.rivals(of: best, among: alternatives).isEmpty || pickBest
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

extension LookupOutcome {
    /// Every release, best first; empty for "not found".
    var albums: [Album] {
        switch self {
        case .found(let best, let alternatives): [best] + alternatives
        case .notFound: []
        }
    }
}
