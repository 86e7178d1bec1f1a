import Album
import Barcode
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import Catalog

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28, points 2 and 3, through the built binary: an HTML export stopped while it fetches
/// covers (a signal, or kill -9) leaves a gallery the next export takes up, reusing every
/// cover already fetched; a signal ends it with the pages, the manifest and the summary.
/// Point 4's progress: on a terminal the covers show a bar with an ETA.
@Suite struct GalleryResumeEndToEndTests {
    static let releases = 30

    let directory: String
    let server: FakeCoverServer

    init() throws {
        directory = try makeTemporaryDirectory(prefix: "cdscan-gallery-resume")
        let image = try #require(
            FileManager.default.contents(
                atPath: CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/degraded/jpeg-q5.jpg").path))
        server = FakeCoverServer(
            images: Dictionary(uniqueKeysWithValues: (0..<Self.releases).map { ("\($0).jpg", image) }), slowDelay: 0.2)
        _ = try server.start()
        let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
        for index in 0..<Self.releases {
            let gtin = try GTIN(parsing: SyntheticReleases.barcode(index))
            _ = try store.record(gtin, as: .new, source: "argument")
            let album = Album(
                artist: "Artist \(index)", title: "Title \(index)", releaseID: "\(800 + index)",
                url: "https://www.discogs.com/release/\(800 + index)",
                coverImage: server.baseURL + "/slow/\(index).jpg", source: .discogs)
            try store.recordResult(.found(album, alternatives: []), for: .barcode(gtin))
        }
    }

    var environment: [String: String] {
        [
            "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory, "PATH": "/usr/bin:/bin",
            "CDSCAN_COVER_RATE": "100", "CDSCAN_RETRY_DELAY": "0.01", "COVERART_URL": server.baseURL,
        ]
    }

    var coverFiles: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/site/covers")) ?? [])
            .count { $0.hasSuffix(".jpg") && !$0.hasPrefix(".") }
    }

    /// The covers the manifest names as fetched (a file written just before a kill -9 may not be among them yet).
    func coversInManifest() throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/site/.cdscan-gallery.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let covers = try #require(manifest["covers"] as? [String: [String: Any]])
        return covers.values.count { $0["file"] is String }
    }

    /// Starts the export, and stops it with `signal` once a few covers were asked; its status and stderr.
    func stoppedExport(_ signal: Int32) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["export", "--format", "html", "-o", "site"]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        for _ in 0..<3000 where server.requests.count < 4 { usleep(10_000) }
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        return (status, stderr)
    }

    /// The next export after a stop: it succeeds and asks only for the covers not fetched.
    func expectTheNextExportReusesTheCovers() throws {
        let fetched = try coversInManifest()
        #expect(fetched >= 3 && fetched < Self.releases, "\(fetched) covers fetched before the stop")
        let before = server.requests.count
        let next = try CDScanBinary.run(
            ["export", "--format", "html", "-o", "site"], environment: environment,
            directory: URL(fileURLWithPath: directory))
        #expect(next.status == 0, "\(next.stderr)")
        #expect(server.requests.count - before == Self.releases - fetched)
        #expect(next.stderr.contains("\(Self.releases - fetched) downloaded, \(fetched) kept"), "\(next.stderr)")
        #expect(coverFiles == Self.releases)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalEndsTheExportWithItsPagesAndTheNextOneGoesOn(signal: Int32, status: Int32) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stopped = try stoppedExport(signal)
        #expect(stopped.status == status, "\(stopped.stderr)")
        #expect(stopped.stderr.contains("covers not fetched; the same command again fetches them"))
        #expect(FileManager.default.fileExists(atPath: directory + "/site/index.html"))
        #expect(FileManager.default.fileExists(atPath: directory + "/site/.cdscan-gallery.json"))
        try expectTheNextExportReusesTheCovers()
    }

    @Test func killNineMidExportLeavesAGalleryTheNextExportTakesUp() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let killed = try stoppedExport(SIGKILL)
        #expect(killed.status == -SIGKILL)
        #expect(FileManager.default.fileExists(atPath: directory + "/site/.cdscan-gallery.json"))
        try expectTheNextExportReusesTheCovers()
    }

    @Test func onATerminalTheCoversShowABarWithTheirETAAndNoProgressHidesIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A terminal, colour allowed: the bar is drawn (each cover takes 0.2 s, so an ETA is due).
        var terminalEnvironment = environment
        terminalEnvironment["TERM"] = "xterm"
        let export = try PseudoTerminal(
            ["export", "--format", "html", "-o", "site"], environment: terminalEnvironment, directory: directory)
        #expect(export.exitStatus() == 0, "\(export.text)")
        #expect(export.text.contains("covers \(Self.releases)/\(Self.releases)"), "\(export.text)")
        #expect(export.text.contains("/min · ETA "), "\(export.text)")
        #expect(export.text.contains("wrote \(Self.releases) releases"), "\(export.text)")
        let quiet = try PseudoTerminal(
            ["export", "--format", "html", "-o", "site", "--no-progress"], environment: terminalEnvironment,
            directory: directory)
        #expect(quiet.exitStatus() == 0, "\(quiet.text)")
        #expect(!quiet.text.contains("covers \(Self.releases)/"), "\(quiet.text)")
        #expect(quiet.text.contains("\(Self.releases) kept"), "\(quiet.text)")
    }
}
