import Album
import Barcode
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// Issue 28, point 4, through the built binary: a cover host that cannot be resolved, or that
/// never answers, costs one request's failure, not one per cover: the export stops asking it,
/// says so once by the host's own name, and counts the covers it skipped.
@Suite struct CoverHostsEndToEndTests {
    static let releases = 20

    let directory: String

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-cover-hosts")
    }

    /// A catalogue of `releases` found releases whose covers are at `host` (`scheme` "https" or "http").
    func catalogue(coversAt base: String) throws {
        let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
        for index in 0..<Self.releases {
            let gtin = try GTIN(parsing: SyntheticReleases.barcode(index))
            _ = try store.record(gtin, as: .new, source: "argument")
            let album = Album(
                artist: "Artist \(index)", title: "Title \(index)", releaseID: "\(700 + index)",
                url: "https://www.discogs.com/release/\(700 + index)", coverImage: "\(base)/\(index).jpg",
                source: .discogs)
            try store.recordResult(.found(album, alternatives: []), for: .barcode(gtin))
        }
    }

    func export(_ extra: [String: String] = [:]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            ["export", "--format", "html", "-o", "site"],
            environment: [
                "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory,
                "CDSCAN_COVER_RATE": "100", "CDSCAN_RETRY_DELAY": "0.01",
            ].merging(extra) { $1 }, directory: URL(fileURLWithPath: directory))
    }

    @Test func aHostThatDoesNotResolveIsAskedOnceAndItsCoversCounted() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try catalogue(coversAt: "https://covers.invalid/images")
        let run = try export()
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.components(separatedBy: "\n").filter { $0.contains("covers.invalid") }
        #expect(warnings.count == 2, "the host once, and the one cover it failed: \(run.stderr)")
        #expect(run.stderr.contains("could not resolve the host name covers.invalid"))
        #expect(!run.stderr.contains("MusicBrainz"))
        #expect(run.stderr.contains("20 failed (19 of them not asked: host unreachable)"), "\(run.stderr)")
    }

    @Test func aHostThatNeverAnswersIsGivenUpAfterItsFirstCover() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = FakeHTTPServer { _ in .hang }
        _ = try server.start()
        defer { server.stop() }
        try catalogue(coversAt: server.baseURL + "/images")
        let run = try export(["CDSCAN_HTTP_TIMEOUT": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.count == 3, "the first cover's attempts only")
        #expect(run.stderr.contains("127.0.0.1 did not answer within 1 s; its other covers are not asked for"))
        #expect(run.stderr.contains("20 failed (19 of them not asked: host unreachable)"), "\(run.stderr)")
    }
}
