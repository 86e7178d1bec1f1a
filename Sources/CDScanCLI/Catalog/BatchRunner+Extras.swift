import Album
import Barcode
import Catalog
import Lookup

extension BatchRunner {
    /// Does what `extras` asks for the found releases among `barcodes` that lack it:
    /// fetches and saves their details (`--details`).
    ///
    /// Runs after the lookups (and any review), so a release chosen by a person gets
    /// them too, and a re-run fills in what an interrupted one left out. Details come
    /// from the cache when younger than `maxAge`; each other release costs one request,
    /// through the same session and rate limiter as the lookups.
    func finishReleases(_ extras: ExtrasOptions, barcodes: Set<String>, report: inout BatchReport) {
        guard extras.details, report.stop == nil else { return }
        let items: [CatalogItem]
        do {
            items = try store.items(withStatus: .found).filter { barcodes.contains($0.barcode) && $0.details == nil }
        } catch {
            report.stop = .catalog(error)
            return
        }
        let fromDiscogs = items.filter { $0.album?.source == .discogs }
        let others = items.count - fromDiscogs.count
        if others > 0 {
            let releases = others == 1 ? "1 release is" : "\(others) releases are"
            console.message("\(releases) from MusicBrainz: --details reads Discogs release pages only")
        }
        guard !fromDiscogs.isEmpty else { return }
        let progress = ProgressReporter(
            console: console, style: options.progress, time: time, total: fromDiscogs.count)
        for item in fromDiscogs {
            guard let gtin = item.gtin, let album = item.album else { continue }
            if stopRequested(progress) {
                report.stop = .interrupted
                break
            }
            do throws(CatalogError) {
                guard try saveDetails(of: album, for: gtin, report: &report, progress: progress) else { break }
            } catch {
                report.stop = .catalog(error)
                break
            }
        }
        progress.finish()
    }

    /// Saves the details of `album` for `gtin`; false when the batch must stop (`report.stop` says why).
    private func saveDetails(
        of album: Album, for gtin: GTIN, report: inout BatchReport, progress: ProgressReporter
    ) throws(CatalogError) -> Bool {
        if let cached = try store.cachedDetails(of: album, maxAge: options.maxAge) {
            try store.recordDetails(cached, for: gtin)
            report.tally.details += 1
            report.tally.detailsFromCache += 1
            return true
        }
        guard let worker = lookupWorker(report: &report, progress: progress) else { return false }
        let answer = worker.run(
            { session in Result { () throws(LookupError) in try session.details(of: album) } },
            whileWaiting: {
                progress.refresh()
                return stopRequested(progress) && interrupt() == .now
            })
        guard let answer else {
            report.stop = .interrupted
            return false
        }
        report.tally.requests += answer.requests
        switch answer.value {
        case .success(let details?):
            try store.cacheDetails(details)
            try store.recordDetails(details, for: gtin)
            report.tally.details += 1
        case .success(nil):
            break
        case .failure(let error):
            if Self.stopsBatch(error) {
                report.stop = .lookup(error)
                return false
            }
            progress.note("\(gtin.canonical): details of release \(album.releaseID): \(error)")
            report.worstError = max(report.worstError, ExitCode(error))
        }
        return true
    }
}
