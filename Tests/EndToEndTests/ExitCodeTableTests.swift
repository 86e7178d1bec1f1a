import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The README's "Exit codes" table, row by row: each test is named by its row's code and
/// produces that status with real runs of the built binary, one case per cause the row names
/// (against the fake Discogs and MusicBrainz). The causes that need a camera or a CD drive
/// run in-process with a scripted device: `ExitCodeTableDeviceTests` (CDScanCLITests).
@Suite struct ExitCodeTableTests {
    static let token = "exit-table-token-5e6f"
    static let seeds = "029667431224"
    /// A valid EAN-13 that neither fake knows.
    static let unknown = "5099750442227"
    static let photos = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images")

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }
    /// A fresh home for each test: data, config and working directory.
    let home: String

    init() throws {
        rig = try ServiceRig(token: Self.token)
        home = try makeTemporaryDirectory(prefix: "cdscan-exit-table")
    }

    /// Runs cdscan in `home` with the fakes as its services (and the token unless `token` is nil).
    func cdscan(
        _ arguments: [String], token: String? = ExitCodeTableTests.token, environment: [String: String] = [:],
        stdin: String? = nil
    ) throws -> CDScanBinary.Run {
        var variables = rig.environment(
            token: false, ["XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home + "/config", "HOME": home])
        variables["DISCOGS_TOKEN"] = token
        let run = try CDScanBinary.run(
            arguments, environment: variables.merging(environment) { $1 }, directory: URL(fileURLWithPath: home),
            stdin: stdin)
        #expect(!run.stderr.contains(Self.token) && !run.stdout.contains(Self.token))
        return run
    }

    func write(_ text: String, to name: String, mode: Int = 0o600) throws -> String {
        let path = home + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    func photo(_ name: String) -> String { Self.photos.appendingPathComponent(name).path }

    @Test("0: every barcode (catalogue number, disc) was found")
    func exit0() throws {
        #expect(try cdscan(["lookup", Self.seeds, "0 29667 43122 4"]).status == 0)
        #expect(try cdscan(["lookup", "--catno", "CDWIK2 312"]).status == 0)
        #expect(try cdscan(["scan", "--image", photo("photos/easy.jpg")]).status == 0)
    }

    @Test("1: some not found or ambiguous, a photo without a barcode, --format discogs left items out")
    func exit1() throws {
        #expect(try cdscan(["lookup", Self.seeds, Self.unknown]).status == 1)
        #expect(try cdscan(["scan", "--image", "--no-lookup", photo("none/blank.png")]).status == 1)
        // Revolver is answered by MusicBrainz, whose releases cannot join a Discogs collection.
        #expect(try cdscan(["lookup", "--add-to-collection", "077774644129"]).status == 1)
        #expect(try cdscan(["catalog", Self.unknown, "--no-progress"]).status == 1)
        // A barcode Discogs does not know has no release to export in Discogs' format.
        #expect(try cdscan(["export", "--format", "discogs", "-o", "discogs.csv"]).status == 1)
    }

    @Test("64: usage error, no such collection folder, an output that is an input or the database")
    func exit64() throws {
        #expect(try cdscan(["lookup", "--frobnicate", Self.seeds]).status == 64)
        #expect(try cdscan(["lookup"]).status == 64)
        #expect(try cdscan(["lookup", "--add-to-collection", "--folder", "Vinyl", Self.seeds]).status == 64)
        _ = try write(Self.seeds + "\n", to: "list.txt")
        #expect(try cdscan(["catalog", "list.txt", "-o", "list.txt"]).status == 64)
        #expect(try cdscan(["catalog", "list.txt", "--db", "cat.sqlite", "-o", "cat.sqlite"]).status == 64)
    }

    @Test("65: an invalid barcode, image, table of contents or data dump, or a --db that is no catalogue")
    func exit65() throws {
        #expect(try cdscan(["lookup", "029667431225"]).status == 65)
        #expect(try cdscan(["lookup", "12345"]).status == 65)
        #expect(try cdscan(["lookup", "9780306406157"]).status == 65)
        #expect(try cdscan(["scan", "--image", "--no-lookup", photo("corrupt/empty.jpg")]).status == 65)
        #expect(try cdscan(["scan", "--image", "--no-lookup", photo("corrupt/truncated.png")]).status == 65)
        #expect(try cdscan(["scan", "--image", "--no-lookup", photo("corrupt/bomb.png")]).status == 65)
        #expect(try cdscan(["disc", "--toc", "1 2 three"]).status == 65)
        let dump = try write("<releases><release id=\"1\">", to: "releases.xml")
        #expect(try cdscan(["dump", "import", dump]).status == 65)
        let notADump = try write("<artists></artists>", to: "artists.xml")
        #expect(try cdscan(["dump", "import", notADump]).status == 65)
        // --db naming a file that is no catalogue: refused before anything changes it.
        _ = try write(String(repeating: "A", count: 4096), to: "junk.sqlite")
        #expect(try cdscan(["catalog", Self.seeds, "--db", "junk.sqlite"]).status == 65)
        #expect(try cdscan(["export", "--db", "junk.sqlite"]).status == 65)
    }

    @Test("66: an input file or folder missing or unreadable, export without a database, no dump index")
    func exit66() throws {
        #expect(try cdscan(["catalog", "missing-list.txt"]).status == 66)
        #expect(try cdscan(["scan", "--image", "--no-lookup", home + "/missing.jpg"]).status == 66)
        #expect(try cdscan(["export"]).status == 66)
        #expect(try cdscan(["dump", "status"]).status == 66)
        #expect(try cdscan(["lookup", "--source", "dump", Self.seeds]).status == 66)
    }

    @Test("69: a service or device unavailable: network, 5xx, HTML, malformed JSON, no camera, no CD drive")
    func exit69() throws {
        let nowhere = ["MUSICBRAINZ_API_URL": CDScanBinary.nowhere]
        #expect(try cdscan(["lookup", "--source", "musicbrainz", Self.seeds], environment: nowhere).status == 69)
        for reply in [DiscogsReply.status(503), .htmlPage, .malformedJSON] {
            discogs.failNext(20, with: reply)
            #expect(try cdscan(["lookup", "--source", "discogs", Self.seeds]).status == 69, "\(reply)")
            discogs.clearScripts()
        }
        #expect(try cdscan(["scan", "--no-lookup", "--device", home + "/video9"]).status == 69)
        #expect(try cdscan(["disc", home + "/sr9"]).status == 69)
        #expect(try cdscan(["disc", "/dev/null"]).status == 69)
    }

    @Test("73: the CSV, the catalog database or the gallery cannot be opened or written")
    func exit73() throws {
        let nowhere = home + "/no/such/folder/out.csv"
        #expect(try cdscan(["catalog", Self.seeds, "-o", nowhere]).status == 73)
        #expect(
            try cdscan(["scan", "--image", "--no-lookup", "--catalog", nowhere, photo("photos/easy.jpg")]).status
                == 73)
        #expect(try cdscan(["catalog", Self.seeds, "--no-progress"]).status == 0)
        _ = try write("someone's file\n", to: "site/notes.txt")
        #expect(try cdscan(["export", "--format", "html", "-o", "site"]).status == 73)
    }

    @Test("75: temporary: still rate-limited after retries, or the catalog in use by another cdscan")
    func exit75() throws {
        discogs.failNext(40, with: .status(429))
        #expect(try cdscan(["lookup", "--source", "discogs", Self.seeds]).status == 75)
        discogs.clearScripts()
        let database = home + "/held.sqlite"
        _ = try CatalogStore(path: database)
        let lock = try CatalogLock(databasePath: database)
        let run = try cdscan(["catalog", Self.seeds, "--db", database])
        #expect(run.status == 75)
        #expect(run.stderr.contains("is in use by another cdscan"))
        withExtendedLifetime(lock) {}
    }

    @Test("77: permission: Discogs refused the token or its use of the collection")
    func exit77() throws {
        #expect(try cdscan(["lookup", "--source", "discogs", Self.seeds], token: "refused-token-0000").status == 77)
        discogs.scriptNext([.ok, .raw(.json(#"{"message": "You don't have permission."}"#, status: 403))])
        #expect(try cdscan(["lookup", "--add-to-collection", Self.seeds]).status == 77)
    }

    @Test("78: configuration missing, wrong or unsafe")
    func exit78() throws {
        #expect(try cdscan(["lookup", "--source", "discogs", Self.seeds], token: nil).status == 78)
        #expect(try cdscan(["lookup", "--add-to-collection", Self.seeds], token: nil).status == 78)
        #expect(try cdscan(["lookup", Self.seeds], environment: ["CDSCAN_SOURCE": "everywhere"]).status == 78)
        #expect(
            try cdscan(
                ["lookup", "--source", "discogs", Self.seeds], environment: ["DISCOGS_API_URL": "http://x.test"]
            )
            .status == 78)
        _ = try write("DISCOGS_TOKEN=\(Self.token)\n", to: "config/cdscan/config", mode: 0o644)
        #expect(try cdscan(["lookup", Self.seeds], token: nil).status == 78)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o602], ofItemAtPath: home + "/config/cdscan/config")
        #expect(try cdscan(["lookup", Self.seeds], token: nil).status == 78)
    }

    @Test("129: ended by SIGHUP (the terminal was closed): the finished work is kept, as for Ctrl-C")
    func exit129() throws {
        #expect(try signalledMidBatch(SIGHUP) == 129)
        #expect(FileManager.default.fileExists(atPath: home + "/out.csv"), "the CSV is written all the same")
    }

    @Test("130: interrupted by Ctrl-C: the finished work is kept")
    func exit130() throws {
        #expect(try signalledMidBatch(SIGINT) == 130)
        #expect(FileManager.default.fileExists(atPath: home + "/out.csv"), "the CSV is written all the same")
    }

    @Test("143: ended by SIGTERM: the finished work is kept, as for Ctrl-C")
    func exit143() throws {
        #expect(try signalledMidBatch(SIGTERM) == 143)
        #expect(FileManager.default.fileExists(atPath: home + "/out.csv"), "the CSV is written all the same")
    }

    /// The status of a `catalog` run sent `signal` while its lookup hangs (it gives the lookup up).
    func signalledMidBatch(_ signal: Int32) throws -> Int32 {
        discogs.script(barcode: Self.seeds, [.hang])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["catalog", Self.seeds, "--source", "discogs", "--no-progress", "-o", "out.csv"]
        process.currentDirectoryURL = URL(fileURLWithPath: home)
        process.environment = [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "XDG_DATA_HOME": home, "HOME": home,
            "XDG_CONFIG_HOME": home + "/config", "PATH": "/usr/bin:/bin",
        ]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for _ in 0..<3000 where discogs.counters.searches == 0 { usleep(10_000) }
        #expect(discogs.counters.searches == 1, "the lookup is in flight")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "an exit of its own, not death by the signal")
        return process.terminationStatus
    }
}
