import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every command of the built `cdscan`, on its found, not-found and error paths, with a
/// recognisable token: the token shows in no output and no file cdscan leaves behind,
/// travels only in the Authorization header and only to the configured host, and the
/// files that hold the catalog are readable by their owner alone.
@Suite(
    .serialized, .enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
final class HardenSecretsTests {
    static let token = "tok-SECRET-4b1d"
    /// What is searched for: the whole token, and its tail in case something masks the start.
    static let needles = [token, "SECRET-4b1d"]

    let work: URL
    let discogs: FakeDiscogs
    /// Expects another token: every request with ours is refused (401).
    let refusing: FakeDiscogs
    /// Where a redirect points; it must never hear from cdscan.
    let elsewhere: FakeDiscogs
    /// The fallback service (`--source auto`), knowing no release: it must never see the token either.
    let musicBrainz: FakeMusicBrainz
    var runs: [(arguments: [String], run: CDScanBinary.Run)] = []

    init() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-secrets-\(UUID().uuidString)")
        for folder in ["", "tmp", "envdir"] {
            try FileManager.default.createDirectory(
                at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        refusing = FakeDiscogs(configuration: .init(token: "another-token"), catalog: try DiscogsCatalog.bundled())
        elsewhere = FakeDiscogs(configuration: .init(token: nil), catalog: try DiscogsCatalog.bundled())
        for server in [discogs, refusing, elsewhere] { try server.start() }
        // Generous: this test checks where the token goes, not MusicBrainz's pace.
        musicBrainz = FakeMusicBrainz(configuration: .init(requestsPerWindow: 1000))
        try musicBrainz.start()
    }

    deinit {
        for server in [discogs, refusing, elsewhere] { server.stop() }
        musicBrainz.stop()
        try? FileManager.default.removeItem(at: work)
    }

    /// Every place cdscan might write to points into `work`.
    func environment(url: String? = nil, token: String? = HardenSecretsTests.token) -> [String: String] {
        var environment = [
            "DISCOGS_API_URL": url ?? discogs.baseURL, "MUSICBRAINZ_API_URL": musicBrainz.baseURL,
            "CDSCAN_RETRY_DELAY": "0.01", "HOME": work.path,
            "XDG_DATA_HOME": work.path + "/data", "XDG_CACHE_HOME": work.path + "/cache",
            "XDG_CONFIG_HOME": work.path + "/config", "TMPDIR": work.path + "/tmp", "NO_COLOR": "1",
        ]
        environment["DISCOGS_TOKEN"] = token
        return environment
    }

    @discardableResult
    func cdscan(
        _ arguments: [String], url: String? = nil, in directory: URL? = nil, token: String? = HardenSecretsTests.token,
        expect status: Int32? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CDScanBinary.Run {
        let run = try HardenProcess.run(
            arguments, environment: environment(url: url, token: token), directory: directory ?? work)
        if let status { #expect(run.status == status, "\(arguments): \(run.stderr)", sourceLocation: sourceLocation) }
        #expect(run.status >= 0, "\(arguments) crashed", sourceLocation: sourceLocation)
        runs.append((arguments, run))
        return run
    }

    static let seeds = "029667431224"
    static let unknown = "5099750442227"
    static let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/photos/easy.jpg").path

    func lookUpEveryWay() throws {
        try cdscan(["lookup", Self.seeds], expect: 0)
        try cdscan(["lookup", Self.unknown], expect: 1)
        try cdscan(["lookup", "--json", Self.seeds, Self.unknown, "12345"], expect: 65)
        try cdscan(["lookup", "--pick", "all", Self.seeds], expect: 0)
        // Each error path with exactly the faults it needs (left-over replies would leak into the next run).
        let errorPaths: [(DiscogsReply, Int, Int32)] = [
            (.status(500), 3, 69), (.malformedJSON, 1, 69), (.wrongShapeJSON, 1, 69), (.htmlPage, 1, 69),
            (.status(429), 6, 75), (.resetMidBody, 3, 69), (.closeWithoutAnswer, 3, 69),
        ]
        for (reply, count, status) in errorPaths {
            discogs.clearScripts()
            discogs.failNext(count, with: reply)
            try cdscan(["lookup", Self.seeds], expect: status)
        }
        discogs.clearScripts()
        try cdscan(["lookup", Self.seeds], url: refusing.baseURL, expect: 77)
        try cdscan(["lookup", Self.seeds], url: "http://127.0.0.1:9", expect: 69)
        try cdscan(["lookup", Self.seeds], url: "http://api.discogs.invalid", expect: 78)
        // The token in .env instead of the environment (that .env is the one file allowed to hold it).
        try "DISCOGS_TOKEN=\(Self.token)\n".write(
            to: work.appendingPathComponent("envdir/.env"), atomically: true, encoding: .utf8)
        try cdscan(["lookup", Self.seeds], in: work.appendingPathComponent("envdir"), token: nil, expect: 0)
    }

    func redirectElsewhere() throws {
        let target = elsewhere.baseURL + "/database/search?barcode=\(Self.seeds)&type=release"
        discogs.scriptNext([.raw(.redirect(to: target))])
        let run = try cdscan(["lookup", Self.seeds], expect: 69)
        #expect(run.stderr.contains("HTTP 302"))
        #expect(elsewhere.requests.isEmpty)
    }

    func scanAndCatalog() throws {
        try cdscan(["scan", "--image", Self.photo], expect: 0)
        try cdscan(["scan", "--image", "--json", Self.photo], expect: 0)
        try cdscan(["scan", "--image", "--no-lookup", Self.photo], expect: 0)
        let failing = "077774600125"
        try ([Self.seeds, Self.unknown, "12345", failing].joined(separator: "\n") + "\n").write(
            to: work.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        discogs.script(barcode: failing, Array(repeating: .status(503), count: 3))
        try cdscan(["catalog", "list.txt", "-o", "out.csv", "--no-progress"], expect: 69)
        try cdscan(["catalog", "list.txt", "--retry", "--no-progress"])
        try cdscan(
            ["catalog", "--db", "refused.sqlite", "list.txt", "--no-progress"], url: refusing.baseURL, expect: 77)
        try cdscan(["export", "-o", "export.csv"], expect: 0)
        // Not found, invalid and failed items are left out of the Discogs file: status 1 (issue 10).
        try cdscan(["export", "--format", "discogs", "-o", "discogs.csv"], expect: 1)
        try cdscan(["export"], expect: 0)
        try cdscan(["devices"])
        try cdscan(["devices", "--json"])
        for command in [[], ["--help"], ["--version"]] { try cdscan(command) }
        for name in ["lookup", "scan", "catalog", "export", "devices"] { try cdscan([name, "--help"], expect: 0) }
    }

    /// A catalog killed while a lookup hangs: its -wal and -shm files are left for inspection.
    func killedCatalog() throws -> String {
        let hanging = SyntheticReleases.barcode(7)
        try ([Self.seeds, hanging].joined(separator: "\n") + "\n").write(
            to: work.appendingPathComponent("killed.txt"), atomically: true, encoding: .utf8)
        discogs.script(barcode: hanging, [.hang])
        let searchesBefore = discogs.counters.searches
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["catalog", "--db", "killed.sqlite", "killed.txt", "--no-progress"]
        process.environment = environment().merging(["PATH": "/usr/bin:/bin"]) { $1 }
        process.currentDirectoryURL = work
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date() + 30
        while discogs.counters.searches < searchesBefore + 2, process.isRunning, Date() < deadline { usleep(2_000) }
        kill(process.processIdentifier, SIGKILL)
        #expect(HardenProcess.waitForExit(process, seconds: 10))
        discogs.clearScripts()
        return work.appendingPathComponent("killed.sqlite").path
    }

    /// Files under `work` that contain a needle, but for the .env that holds the token on purpose.
    func filesHoldingTheToken() throws -> [String] {
        let dotEnv = work.appendingPathComponent("envdir/.env").path
        var holding: [String] = []
        let walker = FileManager.default.enumerator(atPath: work.path)
        while let relative = walker?.nextObject() as? String {
            let path = work.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard path != dotEnv, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            if Self.needles.contains(where: { bytes.range(of: Data($0.utf8)) != nil }) { holding.append(relative) }
        }
        return holding
    }

    static func permissions(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
    }

    /// The process's umask, read without changing it (umask(2) would race other threads).
    static func umask() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") })
        else { return nil }
        return Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    }

    @Test func theTokenIsNeverPrintedNorStoredAndOnlySentInTheAuthorizationHeaderToTheConfiguredHost() throws {
        let killed = try killedCatalog()
        // The kill left the write-ahead log behind: it and the shared-memory file are private too.
        for suffix in ["", "-wal", "-shm"] {
            #expect(FileManager.default.fileExists(atPath: killed + suffix), "killed.sqlite\(suffix) missing")
            #expect(Self.permissions(killed + suffix) == 0o600, "killed.sqlite\(suffix)")
        }
        #expect(try filesHoldingTheToken().isEmpty)

        try lookUpEveryWay()
        try redirectElsewhere()
        try scanAndCatalog()

        for (arguments, run) in runs {
            for needle in Self.needles {
                #expect(!run.stdout.contains(needle), "stdout of \(arguments)")
                #expect(!run.stderr.contains(needle), "stderr of \(arguments)")
            }
        }
        #expect(try filesHoldingTheToken().isEmpty)

        let sent = discogs.requests + refusing.requests
        #expect(sent.count > 20)
        for request in sent {
            #expect(request.headers.values("Authorization") == ["Discogs token=\(Self.token)"])
            let elsewhereInRequest =
                [request.target, request.bodyText]
                + request.headers.filter { $0.name.lowercased() != "authorization" }.map { "\($0.name): \($0.value)" }
            #expect(!elsewhereInRequest.contains { $0.contains("SECRET") }, "\(request.target)")
        }
        #expect(elsewhere.requests.isEmpty)
        #expect(!musicBrainz.requests.isEmpty)
        for request in musicBrainz.requests {
            let everything = [request.target, request.bodyText] + request.headers.map { "\($0.name): \($0.value)" }
            #expect(!everything.contains { $0.contains("SECRET") }, "MusicBrainz got \(request.target)")
        }

        let data = work.appendingPathComponent("data/cdscan")
        #expect(Self.permissions(data.path) == 0o700)
        #expect(Self.permissions(data.appendingPathComponent("catalog.sqlite").path) == 0o600)
        for suffix in ["-wal", "-shm"] {
            let path = data.appendingPathComponent("catalog.sqlite" + suffix).path
            if FileManager.default.fileExists(atPath: path) { #expect(Self.permissions(path) == 0o600) }
        }
        // The CSV is an export the user asked for, at a path they chose: it follows their umask.
        let umask = try #require(Self.umask())
        for csv in ["out.csv", "export.csv", "discogs.csv"] {
            #expect(Self.permissions(work.appendingPathComponent(csv).path) == 0o666 & ~umask, "\(csv)")
        }
    }

    @Test func rewritingACSVTheUserMadePrivateKeepsItPrivate() throws {
        try "\(Self.seeds)\n".write(to: work.appendingPathComponent("list.txt"), atomically: true, encoding: .utf8)
        try cdscan(["catalog", "list.txt", "-o", "out.csv", "--no-progress"], expect: 0)
        let csv = work.appendingPathComponent("out.csv").path
        #expect(chmod(csv, 0o600) == 0)
        try cdscan(["catalog", "list.txt", "-o", "out.csv", "--no-progress"], expect: 0)
        #expect(Self.permissions(csv) == 0o600)
        try cdscan(["export", "-o", "out.csv"], expect: 0)
        #expect(Self.permissions(csv) == 0o600)
        #expect(chmod(csv, 0o640) == 0)
        try cdscan(["export", "-o", "out.csv"], expect: 0)
        #expect(Self.permissions(csv) == 0o640)
    }
}
