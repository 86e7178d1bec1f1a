import Foundation
import Testing

@testable import Gallery

@Suite struct ExportFolderTests {
    let files = FileManager.default

    @Test func aFolderWithSomeoneElsesFilesIsRefusedAndLeftAlone() throws {
        let folder = try GallerySamples.folder("foreign")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        #expect(throws: GalleryError.folderNotOurs(path: folder)) {
            try GalleryExporter(folder: folder, covers: nil).export(
                GalleryCatalog(releases: GallerySamples.releases(2)))
        }
        #expect(try files.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    }

    @Test func aFileInsteadOfAFolderIsRefused() throws {
        let path = try GallerySamples.folder("file") + "/site"
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(throws: GalleryError.notAFolder(path: path)) {
            try GalleryExporter(folder: path, covers: nil).export(GalleryCatalog(releases: []))
        }
    }

    @Test func reExportingReplacesOnlyWhatCdscanWrote() throws {
        let folder = try GallerySamples.folder("again")
        let releases = GallerySamples.releases(3)
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: releases))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/releases/my-own.html"))
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: Array(releases.prefix(2))))
        let pages = try files.contentsOfDirectory(atPath: folder + "/releases").sorted()
        #expect(pages == ["discogs-1000.html", "discogs-1001.html", "my-own.html"])
        #expect(files.fileExists(atPath: folder + "/notes.txt"))
    }

    @Test func anUnchangedPageIsLeftInPlaceAndAChangedOneReplaced() throws {
        let folder = try GallerySamples.folder("unchanged")
        var releases = GallerySamples.releases(2)
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: releases))
        func inode(_ page: String) throws -> UInt64? {
            try (files.attributesOfItem(atPath: folder + "/releases/" + page)[.systemFileNumber] as? NSNumber)?
                .uint64Value
        }
        let before = (try inode("discogs-1000.html"), try inode("discogs-1001.html"))
        releases[1].album.title = "Renamed"
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: releases))
        #expect(try inode("discogs-1000.html") == before.0)  // the same file: not written again
        #expect(try inode("discogs-1001.html") != before.1)  // a new file renamed over the old
        let page = try String(contentsOfFile: folder + "/releases/discogs-1001.html", encoding: .utf8)
        #expect(page.contains("Renamed"))
        // A page cut short (by a crash, by hand) is not taken for the same page.
        let path = folder + "/releases/discogs-1000.html"
        let whole = try #require(files.contents(atPath: path))
        try whole.prefix(whole.count - 1).write(to: URL(fileURLWithPath: path))
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: releases))
        #expect(files.contents(atPath: path) == whole)
    }

    @Test func aManifestNamingOtherFilesDeletesNothingOfThem() throws {
        let folder = try GallerySamples.folder("hostile-manifest")
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: []))
        let outside = try GallerySamples.folder("outside") + "/precious.txt"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside))
        let manifest = SiteManifest(files: [outside, "../precious.txt", "covers/../../x.jpg", ".cdscan-gallery.json"])
        try JSONEncoder().encode(manifest).write(to: URL(fileURLWithPath: folder + "/" + SiteManifest.fileName))
        _ = try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: []))
        #expect(files.fileExists(atPath: outside))
    }

    @Test func aDamagedManifestIsRefused() throws {
        let folder = try GallerySamples.folder("damaged")
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/" + SiteManifest.fileName))
        #expect(throws: GalleryError.damagedManifest(path: folder + "/" + SiteManifest.fileName)) {
            try GalleryExporter(folder: folder, covers: nil).export(GalleryCatalog(releases: []))
        }
    }

    @Test func everyReleaseHasAPageAndTheIndexListsTheUnresolved() throws {
        let folder = try GallerySamples.folder("pages")
        let catalog = GalleryCatalog(releases: GallerySamples.releases(5), unresolved: GallerySamples.unresolved)
        let summary = try GalleryExporter(folder: folder, covers: nil).export(catalog)
        #expect(summary.releases == 5)
        #expect(try files.contentsOfDirectory(atPath: folder + "/releases").count == 5)
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("Not found or not read (2)"))
        #expect(files.fileExists(atPath: folder + "/stats.html"))
        #expect(files.fileExists(atPath: folder + "/placeholder.svg"))
    }
}
