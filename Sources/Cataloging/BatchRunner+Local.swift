import Album
import Barcode
import Catalog
import Lookup

extension BatchRunner {
    /// One step of a batch of answers that need no request (see `CommitRule.fill`): records the
    /// answer of `pending[next]` when the cache or the local index has one, and moves `next` on.
    /// False when it needs the services (or is not a barcode), when a stop was asked for after
    /// the batch's first subject (`first`), or when the batch must stop (`report.stop` says why).
    func answerLocally(
        _ pending: [BatchSubject], at next: inout Int, after first: Int, report: inout BatchReport
    ) throws(CatalogError) -> Bool {
        guard next < pending.count, next == first || !stopRequested() else { return false }
        guard case .barcode(let gtin) = pending[next] else { return false }
        if options.refresh.isEmpty, let cached = try store.cachedLookup(for: gtin, maxAge: options.maxAge),
            usable(cached)
        {
            let outcome = Self.outcome(LookupOutcome(ranking: cached.albums), pickBest: options.pickBest)
            try store.recordResult(outcome, for: .barcode(gtin))
            report.tally.fromCache += 1
            finish(pending[next], outcome, report: &report)
        } else if let found = indexAnswer(pending, at: next, report: &report) {
            let outcome = Self.outcome(found, pickBest: options.pickBest)
            try store.recordLookup(found.albums, outcome: outcome, for: gtin)
            finish(pending[next], outcome, report: &report)
        } else {
            return false
        }
        next += 1
        return true
    }

    /// The local index's answer for the barcode `pending[index]` (`LookupSession.localAnswer`),
    /// nil when the services must be asked (or the batch must stop).
    ///
    /// The index is asked on the lookup worker's thread, which owns the session, a commit
    /// batch of barcodes at a time: one hand-off between the threads a batch rather than one
    /// a barcode. As soon as a batch's answers come the next batch is asked for, so the worker
    /// reads the index while this thread records. Barcodes the cache then answers were asked
    /// for nothing, which costs less than a hand-off each.
    private func indexAnswer(_ pending: [BatchSubject], at index: Int, report: inout BatchReport) -> LookupOutcome? {
        guard case .barcode(let gtin) = pending[index] else { return nil }
        if let known = prefetched[gtin.ean13] { return known }
        guard let worker = lookupWorker(report: &report), worker.hasLocalIndex else { return nil }
        let query = ahead.flatMap { $0.start == index ? $0.query : nil } ?? ask(worker, pending, from: index)
        guard let answers = worker.answers(to: query, whileWaiting: givesUpWaiting) else {
            report.stop = .interrupted
            return nil
        }
        let end = min(pending.count, index + options.commit.items)
        ahead = end < pending.count ? (end, ask(worker, pending, from: end)) : nil
        prefetched = Dictionary(zip(query.gtins.map(\.ean13), answers), uniquingKeysWith: { first, _ in first })
        return prefetched[gtin.ean13] ?? nil
    }

    /// Asks the index about the barcodes among the commit batch of subjects from `start` on.
    private func ask(_ worker: LookupWorker, _ pending: [BatchSubject], from start: Int) -> LookupWorker.LocalQuery {
        worker.askLocally(pending[start..<min(pending.count, start + options.commit.items)].compactMap(\.barcode))
    }
}
