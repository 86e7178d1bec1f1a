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
        #expect(run.stderr.contains("20 failed (19 of them not asked: host given up)"), "\(run.stderr)")
    }

    @Test func aHostThatNeverAnswersIsGivenUpAfterItsFirstCover() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = FakeHTTPServer { _ in .hang }
        _ = try server.start()
        defer { server.stop() }
        try catalogue(coversAt: server.baseURL + "/images")
        let run = try export(["CDSCAN_HTTP_TIMEOUT": "1", "COVERART_URL": server.baseURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.count == 3, "the first cover's attempts only")
        #expect(run.stderr.contains("127.0.0.1 did not answer within 1 s; its other covers are not asked for"))
        #expect(run.stderr.contains("20 failed (19 of them not asked: host given up)"), "\(run.stderr)")
    }

    /// Issue 41 point 13: a host that answers 429 to every request is given up after a few
    /// answers (it cost 6 requests and about 45 s a cover before), and the warning names the
    /// host and the 429 it answered, not "MusicBrainz (HTTP 503)".
    @Test func aHostThatKeepsAnswering429IsGivenUpAndNamedWithItsStatus() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = FakeCoverServer(images: [:])
        try server.start()
        defer { server.stop() }
        try catalogue(coversAt: server.baseURL + "/limited")
        let run = try export(["COVERART_URL": server.baseURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.count == 4, "\(server.requests.count) requests")
        #expect(
            run.stderr.contains(
                "warning: 127.0.0.1 kept answering HTTP 429 (too many requests) 4 times in a row; its other covers "
                    + "are not asked for in this export"), "\(run.stderr)")
        #expect(!run.stderr.contains("MusicBrainz") && !run.stderr.contains("503"), "\(run.stderr)")
        #expect(run.stderr.contains("20 failed (19 of them not asked: host given up)"), "\(run.stderr)")
    }

    /// Issue 41 point 18: a cover URL from the data, or a redirect hop, aimed at a service on
    /// this machine is not fetched; only the origin `COVERART_URL` names may be plain http on loopback.
    @Test func coversAndRedirectHopsAimedAtThisMachineAreNotFetched() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let jpeg = try Data(
            contentsOf: URL(fileURLWithPath: PackageRoot.fixture("images/degraded/jpeg-q5.jpg")))
        let allowed = FakeCoverServer(images: ["ok.jpg": jpeg])
        try allowed.start()
        let local = FakeCoverServer(images: ["secret.jpg": jpeg])
        let port = try local.start()
        defer {
            allowed.stop()
            local.stop()
        }
        let hop = "http://localhost:\(port)/images/secret.jpg"
        let covers = [
            "http://localhost:\(port)/images/secret.jpg", "http://127.0.0.1:\(port)/images/secret.jpg",
            allowed.baseURL + "/redirect?to="
                + (hop.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
            allowed.baseURL + "/images/ok.jpg",
        ]
        let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
        for (index, cover) in covers.enumerated() {
            let gtin = try GTIN(parsing: SyntheticReleases.barcode(index))
            _ = try store.record(gtin, as: .new, source: "argument")
            let album = Album(
                artist: "Artist \(index)", title: "Title \(index)", releaseID: "\(700 + index)",
                url: "https://www.discogs.com/release/\(700 + index)", coverImage: cover, source: .discogs)
            try store.recordResult(.found(album, alternatives: []), for: .barcode(gtin))
        }
        let run = try export(["COVERART_URL": allowed.baseURL])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(local.requests.isEmpty, "\(local.requests.map(\.target))")
        #expect(run.stderr.contains("\(hop) is not fetched: covers come only over https"), "\(run.stderr)")
        #expect(run.stderr.contains("1 downloaded"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/site/covers/discogs-703.jpg"))
    }

    /// Issue 41 point 5: a MusicBrainz answer that names a front cover points at `COVERART_URL`,
    /// in the lookup's JSON, the catalogue and the gallery's download alike.
    @Test func aMusicBrainzFrontCoverComesFromCoverArtURL() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mbid = "09cab875-47d9-509b-8e11-3bc948b8b71f"
        let jpeg = try Data(
            contentsOf: URL(fileURLWithPath: PackageRoot.fixture("images/degraded/jpeg-q5.jpg")))
        let covers = FakeCoverServer(images: ["\(mbid).jpg": jpeg])
        try covers.start()
        let musicBrainz = FakeMusicBrainz(catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
        defer {
            covers.stop()
            musicBrainz.stop()
        }
        let environment = [
            "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory,
            "MUSICBRAINZ_API_URL": musicBrainz.baseURL, "COVERART_URL": covers.baseURL, "CDSCAN_RETRY_DELAY": "0.01",
            "CDSCAN_COVER_RATE": "100",
        ]
        let folder = URL(fileURLWithPath: directory)
        let lookup = try CDScanBinary.run(
            ["lookup", "--json", "--source", "musicbrainz", "029667431224"], environment: environment, directory: folder
        )
        #expect(lookup.status == 0, "\(lookup.stderr)")
        let front = "\(covers.baseURL)/release/\(mbid)/front-250"
        #expect(lookup.stdout.contains("\"cover_image\":\"\(front)\""), "\(lookup.stdout)")
        let catalog = try CDScanBinary.run(
            ["catalog", "--no-progress", "--source", "musicbrainz", "029667431224"], environment: environment,
            directory: folder)
        #expect(catalog.status == 0, "\(catalog.stderr)")
        let export = try CDScanBinary.run(
            ["export", "--format", "html", "-o", "site"], environment: environment, directory: folder)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(covers.requests.map(\.path) == ["/release/\(mbid)/front-250", "/images/\(mbid).jpg"])
        #expect(export.stderr.contains("1 downloaded"), "\(export.stderr)")
    }
}
