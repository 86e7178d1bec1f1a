import Foundation
import Imaging
import Lookup

/// The covers in `DIR/covers/`: downloaded once, kept across exports, fetched again only when new or changed.
///
/// A release's cover is known by the URL it came from (the manifest keeps it):
/// the same URL is never asked for twice, also when the server had no image
/// there. A failed download leaves the previous cover in place and is tried
/// again on the next export. An answer from the dump index has no URL: with a
/// Discogs session (a token is set) its release page is asked for one, once
/// (the manifest remembers the answer); without one it keeps the placeholder.
final class CoverCache {
    /// What happened to the covers in one export.
    struct Tally: Sendable, Equatable {
        var downloaded = 0
        var cached = 0
        var missing = 0
        var failed: [CoverFailure] = []
        /// Covers not asked for because their host was given up earlier in the export (unreachable, or 429s).
        var skipped = 0
        /// Each host given up once, in the order found, with why.
        var unreachableHosts: [GivenUpHost] = []
    }

    private let folder: SiteFolder
    private let client: CoverImageClient?
    private let thumbnailer: CoverThumbnailer?
    private var releasePages: LookupSession?
    private let previous: [String: SiteManifest.Cover]
    private(set) var records: [String: SiteManifest.Cover] = [:]
    private(set) var tally = Tally()
    /// Answers received so far (an image, none there, a release page): each changes what the manifest must say.
    private(set) var answers = 0

    init(
        folder: SiteFolder, client: CoverImageClient?, releasePages: LookupSession?,
        previous: [String: SiteManifest.Cover]
    ) {
        self.folder = folder
        self.client = client
        // No downloads (`--no-covers`): no release page is asked either.
        self.releasePages = client == nil ? nil : releasePages
        self.previous = previous
        thumbnailer = client == nil ? nil : CoverThumbnailer()
    }

    /// The cover's path in the site ("covers/ID.jpg"), or nil for the placeholder; `fetching`
    /// false (the export is stopping): only a cover already in the folder, nothing asked.
    func cover(for release: GalleryRelease, fetching: Bool = true) throws(GalleryError) -> String? {
        let file = "covers/\(release.id).jpg"
        let old = previous[release.id]
        // A file named in the manifest is used only when it is one cdscan writes.
        let oldFile = old?.file.flatMap { SiteManifest.isOurs($0) && folder.exists($0) ? $0 : nil }
        guard fetching else { return oldFile }
        guard let url = coverURL(for: release, old: old, oldFile: oldFile) else { return nil }
        let page = release.album.coverImage == nil ? release.coverFromDiscogsRelease : nil
        if let old, old.url == url, old.file == nil || oldFile != nil {
            records[release.id] = SiteManifest.Cover(url: url, file: old.file, release: page)
            if oldFile == nil { tally.missing += 1 } else { tally.cached += 1 }
            return oldFile
        }
        guard let client, let thumbnailer else {
            if let old, oldFile != nil { records[release.id] = old }
            return oldFile
        }
        if client.givenUp(url) {
            tally.skipped += 1
            if let old, oldFile != nil { records[release.id] = old }
            return oldFile
        }
        let fetched: Data?
        do {
            fetched = try client.image(at: url)
        } catch {
            failed(release, error, url: url)
            if let old, oldFile != nil { records[release.id] = old }
            return oldFile
        }
        answers += 1
        guard let image = fetched, let thumbnail = thumbnailer.thumbnail(of: image) else {
            records[release.id] = SiteManifest.Cover(url: url, file: nil, release: page)
            tally.missing += 1
            return nil
        }
        try folder.write(thumbnail, to: file)
        records[release.id] = SiteManifest.Cover(url: url, file: file, release: page)
        tally.downloaded += 1
        return file
    }

    /// Counts the cover of `release` at `url` as failed with `error`, or as not asked when its
    /// host was given up earlier; a host given up now is named once. An interrupted request is
    /// no failure of the cover: the export is stopping, and the next one fetches it.
    private func failed(_ release: GalleryRelease, _ error: LookupError, url: String) {
        switch error {
        case .interrupted: return
        case .network(_, let attempts, let reason) where reason.leavesHostUnreachable:
            giveUp(.unreachable(host: reason.host ?? url, reason), attempts: attempts, release, .unreachable(reason))
        case .coverHostLimited(_, _, let attempts):
            giveUp(.limited(error), attempts: attempts, release, .lookup(error))
        default: note(release, .lookup(error))
        }
    }

    /// A cover whose host is given up: not asked (0 attempts: given up earlier), or the failure
    /// that gave it up, its host named once.
    private func giveUp(_ host: GivenUpHost, attempts: Int, _ release: GalleryRelease, _ cause: CoverFailure.Cause) {
        guard attempts > 0 else {
            tally.skipped += 1
            return
        }
        note(release, cause)
        tally.unreachableHosts.append(host)
    }

    private func note(_ release: GalleryRelease, _ cause: CoverFailure.Cause) {
        tally.failed.append(CoverFailure(artist: release.album.artist, title: release.album.title, cause: cause))
    }

    /// The URL to download the cover from: the catalogue's, else the one Discogs' release
    /// page named (remembered from an earlier export, or asked now); nil for the placeholder.
    private func coverURL(for release: GalleryRelease, old: SiteManifest.Cover?, oldFile: String?) -> String? {
        if let url = release.album.coverImage { return url }
        guard let id = release.coverFromDiscogsRelease else { return nil }
        if let old, old.release == id, old.file == nil || oldFile != nil {
            guard !old.url.isEmpty else {
                records[release.id] = old
                tally.missing += 1
                return nil
            }
            return old.url
        }
        guard let pages = releasePages else { return nil }
        do {
            let named = try pages.discogsImageURL(releaseID: id)
            answers += 1
            if let url = named { return url }
            records[release.id] = SiteManifest.Cover(url: "", file: nil, release: id)
            tally.missing += 1
        } catch {
            note(release, .lookup(error))
            // A refused token or a blocked client meets every later page too: stop asking.
            if error.stopsRun { releasePages = nil }
        }
        return nil
    }
}
