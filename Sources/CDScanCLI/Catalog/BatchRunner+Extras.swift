import Album
import Barcode
import Catalog
import Lookup

extension BatchRunner {
    /// Checks the collection folder `--add-to-collection` names before any lookup (two
    /// requests), so that a wrong folder or token stops the batch before it starts; false
    /// when it did (`report.stop` says why).
    func prepareCollection(report: inout BatchReport) -> Bool {
        let extras = options.extras
        guard extras.addToCollection else { return true }
        let progress = ProgressReporter(console: console, style: .none, time: time, total: 0)
        guard let worker = lookupWorker(report: &report, progress: progress) else { return false }
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
    /// Runs after the lookups (and any review), so a release chosen by a person gets them
    /// too, and a re-run fills in what an interrupted one left out. Details come from the
    /// cache when younger than `maxAge`. Every request goes through the lookups' session and
    /// rate limiter: one for details, one or two (check, add) for the collection.
    func finishReleases(barcodes: Set<String>, report: inout BatchReport) {
        let extras = options.extras
        guard extras.any, report.stop == nil else { return }
        let items: [CatalogItem]
        do {
            items = try store.items(withStatus: .found).filter { item in
                barcodes.contains(item.barcode)
                    && ((extras.details && item.details == nil) || (extras.addToCollection && item.collection == nil))
            }
        } catch {
            report.stop = .catalog(error)
            return
        }
        let fromDiscogs = items.filter { $0.album?.source == .discogs }
        let others = items.count - fromDiscogs.count
        if others > 0 {
            let releases = others == 1 ? "1 release is" : "\(others) releases are"
            console.message("\(releases) from MusicBrainz: --details and --add-to-collection apply to Discogs releases")
        }
        guard !fromDiscogs.isEmpty else { return }
        let progress = ProgressReporter(console: console, style: options.progress, time: time, total: fromDiscogs.count)
        for item in fromDiscogs {
            if stopRequested(progress) {
                report.stop = .interrupted
                break
            }
            do throws(CatalogError) {
                guard try finish(item, extras, report: &report, progress: progress) else { break }
            } catch {
                report.stop = .catalog(error)
                break
            }
        }
        progress.finish()
    }

    /// Fetches the details and adds the release of `item` as far as asked; false when the batch must stop.
    private func finish(
        _ item: CatalogItem, _ extras: ExtrasOptions, report: inout BatchReport, progress: ProgressReporter
    ) throws(CatalogError) -> Bool {
        guard let gtin = item.gtin, let album = item.album else { return true }
        if extras.details, item.details == nil {
            guard try saveDetails(of: album, for: gtin, report: &report, progress: progress) else { return false }
        }
        if extras.addToCollection, item.collection == nil {
            let folder = extras.folder
            let outcome = try call(
                { session throws(LookupError) in try session.addToCollection(album, folder: folder) },
                about: "adding release \(album.releaseID) to the collection", for: gtin, report: &report,
                progress: progress)
            guard let outcome else { return false }
            guard let added = outcome.flatMap(CollectionOutcome.init), let entry = CollectionEntry(added) else {
                return true
            }
            try store.recordCollection(entry, for: gtin)
            if entry.status == .added { report.tally.added += 1 } else { report.tally.alreadyThere += 1 }
            added.message.map { progress.note("\(gtin.canonical): \($0)") }
        }
        return true
    }

    /// Saves the details of `album` for `gtin`, from the cache or Discogs; false when the batch must stop.
    private func saveDetails(
        of album: Album, for gtin: GTIN, report: inout BatchReport, progress: ProgressReporter
    ) throws(CatalogError) -> Bool {
        if let cached = try store.cachedDetails(of: album, maxAge: options.maxAge) {
            try store.recordDetails(cached, for: gtin)
            report.tally.details += 1
            report.tally.detailsFromCache += 1
            return true
        }
        let fetched = try call(
            { session throws(LookupError) in try session.details(of: album) },
            about: "details of release \(album.releaseID)", for: gtin, report: &report, progress: progress)
        guard let fetched else { return false }
        if let details = fetched {
            try store.cacheDetails(details)
            try store.recordDetails(details, for: gtin)
            report.tally.details += 1
        }
        return true
    }

    /// Runs `job` on the worker, counting its requests. Returns nil when the batch must stop
    /// (`report.stop` says why), `.some(nil)` when the job failed for this barcode alone (noted
    /// and counted in the exit status), else the job's value.
    private func call<Value: Sendable>(
        _ job: @escaping @Sendable (LookupSession) throws(LookupError) -> Value?, about subject: String,
        for gtin: GTIN, report: inout BatchReport, progress: ProgressReporter
    ) throws(CatalogError) -> Value?? {
        guard let worker = lookupWorker(report: &report, progress: progress) else { return nil }
        let answer = worker.run(
            { session in Result { () throws(LookupError) in try job(session) } },
            whileWaiting: {
                progress.refresh()
                return stopRequested(progress) && interrupt() == .now
            })
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
                report.stop = .lookup(error)
                return nil
            }
            progress.note("\(gtin.canonical): \(subject): \(error)")
            report.worstError = max(report.worstError, ExitCode(error))
            return .some(nil)
        }
    }
}
