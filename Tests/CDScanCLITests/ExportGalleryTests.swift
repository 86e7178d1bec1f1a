import Album
import Barcode
import CommandLineKit
import FakeServices
import Foundation
import Lookup
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Catalog
@testable import Workflows

/// `cdscan export --format html` in-process: options, exit codes, covers over loopback, the token kept out.
@Suite struct ExportGalleryTests {
    static let token = "gallery-secret-token-123"

    func export(
        _ arguments: [String], in directory: String, coverServer: String = "http://127.0.0.1:9",
        discogs: String = "http://127.0.0.1:9"
    ) throws -> (ExitCode, CapturedConsole) {
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: ExportCommand.spec, defaults: .init())
        else { throw UsageErrorForTests("help asked for") }
        let captured = CapturedConsole()
        let environment = [
            "XDG_DATA_HOME": directory, "DISCOGS_TOKEN": Self.token, "COVERART_URL": coverServer,
            "CDSCAN_COVER_RATE": "100", "CDSCAN_RETRY_DELAY": "0", "DISCOGS_API_URL": discogs,
        ]
        let context = CommandContext(
            console: captured.console, environment: environment, directory: directory, time: ManualClock())
        return (
            CDScan.running(context.console) {
                try ExportCommand.checkedRun(options, arguments: positionals, context: context)
            }, captured
        )
    }

    func catalog(_ directory: String, cover: String) throws {
        let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
        let gtin = try GTIN(parsing: "5012345678900")
        try store.record(gtin, source: "argument", notes: "<my> notes")
        let album = Album(
            artist: "Artist", title: "<Title>", releaseID: "42", url: "https://www.discogs.com/release/42",
            coverImage: cover, source: .discogs)
        try store.recordResult(.found(album, alternatives: []), for: .barcode(gtin))
        try store.recordInvalid("12ab", source: "file:codes.txt:2", reason: .recordedText("letters"))
    }

    @Test func htmlNeedsAnOutputFolder() throws {
        try withScratchDirectory { directory in
            let (status, captured) = try export(["--format", "html"], in: directory)
            #expect(status == .usage)
            #expect(captured.err.contains("'--format html' needs '-o <dir>'"))
        }
    }

    @Test func aFolderOfSomeoneElsesFilesIsRefusedWithCannotCreate() throws {
        try withScratchDirectory { directory in
            try catalog(directory, cover: "http://127.0.0.1:9/x.jpg")
            try FileManager.default.createDirectory(atPath: directory + "/site", withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: directory + "/site/mine.txt"))
            let (status, captured) = try export(["--format", "html", "-o", "site", "--no-covers"], in: directory)
            #expect(status == .cannotCreate)
            #expect(captured.err.contains("is not empty and was not written by cdscan"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/site") == ["mine.txt"])
        }
    }

    @Test func coversComeOverLoopbackWithoutTheTokenAndTheSiteNeverHoldsIt() throws {
        let server = FakeCoverServer(images: ["c.jpg": try #require(Self.jpeg())])
        try server.start()
        try withScratchDirectory { directory in
            try catalog(directory, cover: server.baseURL + "/images/c.jpg")
            let (status, captured) = try export(
                ["--format", "html", "-o", "site"], in: directory, coverServer: server.baseURL)
            #expect(status == .success, "\(captured.err)")
            #expect(captured.err.contains("wrote 1 release and 1 unresolved item"))
            #expect(FileManager.default.fileExists(atPath: directory + "/site/covers/discogs-42.jpg"))
            #expect(server.requests.count == 1)
            for request in server.requests {
                #expect(request.headers["Authorization"] == nil)
                #expect(!request.target.contains(Self.token))
            }
            let files = FileManager.default.enumerator(atPath: directory + "/site")?.compactMap { $0 as? String } ?? []
            for file in files {
                let text = String(
                    decoding: FileManager.default.contents(atPath: directory + "/site/" + file) ?? Data(), as: UTF8.self
                )
                #expect(!text.contains(Self.token), "\(file)")
            }
            // Again: nothing fetched, the cover kept.
            let (again, _) = try export(["--format", "html", "-o", "site"], in: directory, coverServer: server.baseURL)
            #expect(again == .success)
            #expect(server.requests.count == 1)
        }
    }

    @Test func aDumpAnswerGetsItsCoverFromDiscogsReleasePageAndNoCoversAsksNothing() throws {
        let covers = FakeCoverServer(images: ["d.jpg": try #require(Self.jpeg())])
        try covers.start()
        let discogs = FakeDiscogs(configuration: .init(token: Self.token))
        try discogs.start()
        discogs.addRelease([
            "id": 42, "images": [["type": "primary", "uri": .string(covers.baseURL + "/images/d.jpg")]],
        ])
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/cdscan/catalog.sqlite")
            let gtin = try GTIN(parsing: "5012345678900")
            try store.record(gtin, source: "argument")
            let album = Album(
                artist: "Artist", title: "From the dump", releaseID: "42", url: "https://www.discogs.com/release/42",
                source: .discogsDump)
            try store.recordResult(.found(album, alternatives: []), for: .barcode(gtin))
            let (quiet, _) = try export(
                ["--format", "html", "-o", "site", "--no-covers"], in: directory, discogs: discogs.baseURL)
            #expect(quiet == .success)
            #expect(discogs.requests.isEmpty && covers.requests.isEmpty)
            let (status, captured) = try export(
                ["--format", "html", "-o", "site"], in: directory, coverServer: covers.baseURL, discogs: discogs.baseURL
            )
            #expect(status == .success, "\(captured.err)")
            #expect(captured.err.contains("covers: 1 downloaded"))
            #expect(discogs.counters.releaseLookups == 1)
            #expect(covers.requests.map(\.path) == ["/images/d.jpg"])
            #expect(covers.requests.allSatisfy { $0.headers["Authorization"] == nil })
            #expect(FileManager.default.fileExists(atPath: directory + "/site/covers/discogs-dump-42.jpg"))
        }
    }

    /// A JPEG of the project's own fixtures (a rendered CD back), served as a cover.
    static func jpeg() -> Data? {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/degraded/jpeg-q5.jpg")
        return FileManager.default.contents(atPath: fixtures.path)
    }
}
