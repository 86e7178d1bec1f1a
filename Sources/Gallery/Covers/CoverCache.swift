import Foundation
import Lookup

/// The covers in `DIR/covers/`: downloaded once, kept across exports, fetched again only when new or changed.
///
/// A release's cover is known by the URL it came from (the manifest keeps it):
/// the same URL is never asked for twice, also when the server had no image
/// there. A failed download leaves the previous cover in place and is tried
/// again on the next export.
final class CoverCache {
    /// What happened to the covers in one export.
    struct Tally: Sendable, Equatable {
        var downloaded = 0
        var cached = 0
        var missing = 0
        var failed: [String] = []
    }

    private let folder: SiteFolder
    private let client: CoverImageClient?
    private let thumbnailer: Thumbnailer?
    private let previous: [String: SiteManifest.Cover]
    private(set) var records: [String: SiteManifest.Cover] = [:]
    private(set) var tally = Tally()

    init(folder: SiteFolder, client: CoverImageClient?, previous: [String: SiteManifest.Cover]) {
        self.folder = folder
        self.client = client
        self.previous = previous
        thumbnailer = client == nil ? nil : Thumbnailer()
    }

    /// The cover's path in the site ("covers/ID.jpg"), or nil for the placeholder.
    func cover(for release: GalleryRelease) throws(GalleryError) -> String? {
        let file = "covers/\(release.id).jpg"
        let old = previous[release.id]
        // A file named in the manifest is used only when it is one cdscan writes.
        let oldFile = old?.file.flatMap { SiteManifest.isOurs($0) && folder.exists($0) ? $0 : nil }
        guard let url = release.coverURL else { return nil }
        if let old, old.url == url, old.file == nil || oldFile != nil {
            records[release.id] = old
            if oldFile == nil { tally.missing += 1 } else { tally.cached += 1 }
            return oldFile
        }
        guard let client, let thumbnailer else {
            if let old, oldFile != nil { records[release.id] = old }
            return oldFile
        }
        do {
            guard let image = try client.image(at: url), let thumbnail = thumbnailer.thumbnail(of: image) else {
                records[release.id] = SiteManifest.Cover(url: url, file: nil)
                tally.missing += 1
                return nil
            }
            try folder.write(thumbnail, to: file)
            records[release.id] = SiteManifest.Cover(url: url, file: file)
            tally.downloaded += 1
            return file
        } catch let error as GalleryError {
            throw error
        } catch {
            tally.failed.append("\(release.artist) – \(release.title): \(error)")
            if let old, oldFile != nil { records[release.id] = old }
            return oldFile
        }
    }
}
