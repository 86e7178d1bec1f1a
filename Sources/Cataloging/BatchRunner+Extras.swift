import Album
import Barcode
import Catalog
import Lookup

extension BatchRunner {
    /// Checks the collection folder `--add-to-collection` names before any lookup (two
    /// requests), so that a wrong folder or token stops the batch before it starts; false
    /// when it did (`report.stop` says why).
    package func prepareCollection(report: inout BatchReport) -> Bool {
        let extras = options.extras
        guard extras.addToCollection else { return true }
        guard let worker = lookupWorker(report: &report) else { return false }
        let folder = extras.folder
        let answer = worker.run(
            { session in Result { () throws(LookupError) in try session.collectionFolder(folder) } },
            whileWaiting: { interrupt() == .now })
        guard let answer else {
            report.stop = .interrupted
            return false
        }
        report.tally.requests += answer.requests
        if case .failure(let error) = answer.value {
            report.stop = .lookup(error)
            return false
        }
        return true
    }

    /// Does what `options.extras` asks for the found releases among `barcodes` that lack it: fetches
    /// and saves their details (`--details`), adds them to the Discogs collection (`--add-to-collection`).
    ///
    /// Barcodes only, so far: items found by a catalogue number or a disc get neither.
    /// Runs after the lookups (and any review), so a release chosen by a person gets them
    /// too, and a re-run fills in what an interrupted one left out. Details come from the
    /// cache when younger than `maxAge`. Every request goes through the lookups' session and
    /// rate limiter: one for details, one or two (check, add) for the collection.
    package func finishReleases(barcodes: Set<ItemKey>, report: inout BatchReport) {
        guard options.extras.any, report.stop == nil else { return }
        let fromDiscogs: [CatalogItem]
        do {
            fromDiscogs = try releasesToFinish(among: barcodes)
        } catch {
            report.stop = .catalog(error)
            return
        }
        guard !fromDiscogs.isEmpty else { return }
        observer.batch(.started(total: fromDiscogs.count, counting: .releases))
        for item in fromDiscogs {
            if stopRequested() {
                report.stop = .interrupted
                break
            }
            do throws(CatalogError) {
                guard try finish(item, report: &report) else { break }
            } catch .notInCatalog {
                continue  // removed meanwhile (`items remove` beside the run): nothing to finish
            } catch {
                report.stop = .catalog(error)
                break
            }
        }
        observer.batch(.finished)
    }

    /// The found Discogs releases among `barcodes` that lack what `--details` or
    /// `--add-to-collection` asks; tells the observer how many from MusicBrainz it passes over.
    private func releasesToFinish(among barcodes: Set<ItemKey>) throws(CatalogError) -> [CatalogItem] {
        let extras = options.extras
        let items = try store.items(withStatus: .found).filter { item in
            item.gtin != nil && barcodes.contains(item.key)
                && ((extras.details && item.details == nil) || (extras.addToCollection && item.collection == nil))
        }
        let fromDiscogs = items.filter { $0.album?.source == .discogs }
        if fromDiscogs.count < items.count { observer.batch(.notOnDiscogs(count: items.count - fromDiscogs.count)) }
        return fromDiscogs
    }

    /// Fetches the details and adds the release of `item` as far as asked; false when the batch must stop.
    private func finish(_ item: CatalogItem, report: inout BatchReport) throws(CatalogError) -> Bool {
        let extras = options.extras
        guard let gtin = item.gtin, let album = item.album else { return true }
        if extras.details, item.details == nil {
            guard try saveDetails(of: album, for: gtin, report: &report) else { return false }
        }
        if extras.addToCollection, item.collection == nil {
            let folder = extras.folder
            let outcome = try call(
                { session throws(LookupError) in try session.addToCollection(album, folder: folder) },
                for: .addToCollection(releaseID: album.releaseID), of: gtin, report: &report)
            guard let outcome else { return false }
            guard let added = outcome else { return true }
            let entry = CollectionEntry(added)
            try store.recordCollection(entry, for: .barcode(gtin))
            if entry.status == .added { report.tally.added += 1 } else { report.tally.alreadyThere += 1 }
            observer.batch(.collection(gtin, added))
        }
        return true
    }

    /// Saves the details of `album` for `gtin`, from the cache or Discogs; false when the batch must stop.
    private func saveDetails(of album: Album, for gtin: GTIN, report: inout BatchReport) throws(CatalogError) -> Bool {
        if let cached = try store.cachedDetails(of: album, maxAge: options.maxAge) {
            try store.recordDetails(cached, for: .barcode(gtin))
            report.tally.details += 1
            report.tally.detailsFromCache += 1
            return true
        }
        let fetched = try call(
            { session throws(LookupError) in try session.details(of: album) },
            for: .details(releaseID: album.releaseID), of: gtin, report: &report)
        guard let fetched else { return false }
        if let details = fetched {
            try store.transaction { () throws(CatalogError) in
                try store.cacheDetails(details)
                try store.recordDetails(details, for: .barcode(gtin))
            }
            report.tally.details += 1
        }
        return true
    }

    /// Runs `job` on the worker, counting its requests. Returns nil when the batch must stop
    /// (`report.stop` says why), `.some(nil)` when the job failed for this barcode alone (told
    /// to the observer and kept in `report.failures`), else the job's value.
    private func call<Value: Sendable>(
        _ job: @escaping @Sendable (LookupSession) throws(LookupError) -> Value?, for task: ReleaseTask,
        of gtin: GTIN, report: inout BatchReport
    ) throws(CatalogError) -> Value?? {
        guard let worker = lookupWorker(report: &report) else { return nil }
        let answer = worker.run(
            { session in Result { () throws(LookupError) in try job(session) } }, whileWaiting: givesUpWaiting)
        guard let answer else {
            report.stop = .interrupted
            return nil
        }
        report.tally.requests += answer.requests
        switch answer.value {
        case .success(let value):
            return .some(value)
        case .failure(let error):
            if error.stopsRun {
                report.stop = Self.stop(at: error)
                return nil
            }
            observer.batch(.releaseTaskFailed(gtin, task, error))
            report.failures.append(error)
            return .some(nil)
        }
    }
}
