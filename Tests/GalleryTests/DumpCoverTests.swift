import Album
import Barcode
import Catalog
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import Gallery

/// Answers from the dump index carry no image URL: Discogs' release page names it when a
/// token is set (asked once, over loopback, the token never sent to the image host), else the placeholder.
@Suite struct DumpCoverTests {
    static let token = "dump-cover-secret-token"

    func release(_ id: String) -> GalleryRelease {
        GalleryRelease(
            id: "discogs-dump-\(id)",
            album: Album(artist: "A", title: "T\(id)", releaseID: id, url: "", source: .discogsDump),
            copies: [GalleryCopy(barcode: nil, source: "test", addedAt: GallerySamples.start)])
    }

    /// A fake Discogs with release 101 (an image on the cover server), 102 (no image); 103 does not exist.
    func servers(token: String = Self.token) throws -> (FakeDiscogs, FakeCoverServer) {
        let covers = FakeCoverServer(images: ["d101.jpg": GallerySamples.jpeg(width: 600, height: 600, tint: 1)])
        try covers.start()
        let discogs = FakeDiscogs(configuration: .init(token: token, rateLimit: 1000))
        try discogs.start()
        discogs.addRelease([
            "id": 101, "title": "With image",
            "images": [["type": "primary", "uri": .string(covers.baseURL + "/images/d101.jpg")]],
        ])
        discogs.addRelease(["id": 102, "title": "Without image", "images": []])
        return (discogs, covers)
    }

    func session(_ discogs: FakeDiscogs, token: String? = Self.token, time: ManualClock) throws -> LookupSession? {
        try LookupSession.forCoverImages(
            .init(
                discogsToken: token, discogsAPIURL: discogs.baseURL, retryDelay: 0, version: "test",
                projectURL: "https://example.org"), time: time)
    }

    /// A client that may fetch from `covers` (as `COVERART_URL` pointed at it).
    func client(_ time: ManualClock, _ covers: FakeCoverServer) throws -> CoverImageClient {
        CoverImageClient(
            transport: try CurlTransport(), limiter: RateLimiter(window: 1, initialLimit: 100, time: time), time: time,
            userAgent: "cdscan-tests", coverArtArchive: covers.baseURL)
    }

    @Test func theAdapterMarksOnlyDumpAnswersWithoutAnImage() throws {
        func item(_ barcode: String, _ source: Service, cover: String? = nil) throws -> CatalogItem {
            let album = Album(
                artist: "A", title: "T", releaseID: barcode.suffix(3).description, url: "", coverImage: cover,
                source: source)
            return CatalogItem(
                barcode: barcode, gtin: try GTIN(parsing: barcode), status: .found, source: "test", album: album,
                scannedAt: GallerySamples.start)
        }
        let catalog = GalleryCatalog(
            items: [
                try item("5012345678900", .discogsDump), try item("4006381333931", .discogs),
                try item("9780201379624", .discogsDump, cover: "https://i.discogs.com/x.jpg"),
            ], failureTexts: [:])
        #expect(catalog.releases.map(\.coverFromDiscogsRelease) == ["900", nil, nil])
    }

    @Test func withATokenTheReleasePageNamesTheCoverOnceAndTheTokenGoesToTheAPIOnly() throws {
        let (discogs, covers) = try servers()
        let time = ManualClock()
        let folder = try GallerySamples.folder("dump-covers")
        let catalog = GalleryCatalog(releases: ["101", "102", "103"].map(release))
        let exporter = GalleryExporter(
            folder: folder, covers: try client(time, covers), releasePages: try session(discogs, time: time))
        let first = try exporter.export(catalog)
        #expect(first.coversDownloaded == 1)
        #expect(first.coversMissing == 2)  // no image on 102, no release 103
        #expect(first.coverFailures.isEmpty, "\(first.coverFailures)")
        #expect(discogs.counters.releaseLookups == 3)
        #expect(discogs.requests.allSatisfy { $0.headers["Authorization"] == "Discogs token=\(Self.token)" })
        #expect(covers.requests.map(\.path) == ["/images/d101.jpg"])
        #expect(covers.requests.allSatisfy { $0.headers["Authorization"] == nil })
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/discogs-dump-101.jpg"))
        let page = try String(contentsOfFile: folder + "/releases/discogs-dump-102.html", encoding: .utf8)
        #expect(page.contains("src=\"../placeholder.svg\""))
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            let bytes = FileManager.default.contents(atPath: folder + "/" + file) ?? Data()
            #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.token), "\(file)")
        }

        // Again: the manifest remembers what the pages said; nothing is asked of either server.
        discogs.resetCounters()
        covers.clearRequests()
        let again = try GalleryExporter(
            folder: folder, covers: try client(time, covers), releasePages: try session(discogs, time: time)
        ).export(catalog)
        #expect(discogs.counters.requests == 0)
        #expect(covers.requests.isEmpty)
        #expect(again.coversCached == 1 && again.coversMissing == 2)
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/discogs-dump-101.jpg"))
    }

    @Test func withoutATokenDumpAnswersKeepThePlaceholderAndNothingIsAsked() throws {
        let (discogs, covers) = try servers()
        let time = ManualClock()
        #expect(try session(discogs, token: nil, time: time) == nil)
        let folder = try GallerySamples.folder("dump-no-token")
        let summary = try GalleryExporter(folder: folder, covers: try client(time, covers), releasePages: nil).export(
            GalleryCatalog(releases: [release("101")]))
        #expect(summary.coversDownloaded == 0)
        #expect(discogs.counters.requests == 0 && covers.requests.isEmpty)
        let page = try String(contentsOfFile: folder + "/releases/discogs-dump-101.html", encoding: .utf8)
        #expect(page.contains("src=\"../placeholder.svg\""))
    }

    @Test func aRefusedTokenIsReportedOnceAndNoMorePagesAreAsked() throws {
        let (discogs, covers) = try servers(token: "the-right-one")
        let time = ManualClock()
        let folder = try GallerySamples.folder("dump-refused")
        let summary = try GalleryExporter(
            folder: folder, covers: try client(time, covers), releasePages: try session(discogs, time: time)
        ).export(GalleryCatalog(releases: ["101", "102", "103"].map(release)))
        #expect(summary.coverFailures.count == 1)
        #expect(summary.coverFailures.first?.cause == .lookup(.tokenRefused(service: .discogs)))
        #expect(discogs.counters.unauthorized == 1 && discogs.counters.requests == 1)
        #expect(covers.requests.isEmpty)
    }
}
