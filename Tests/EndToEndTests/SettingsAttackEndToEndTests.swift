import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The settings attacks of issue 27 (point 3), made on the built binary as they were found:
/// a hostile `.env` in the working folder, numbers that crashed conversions, a config file
/// that is not the user's alone.
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct SettingsAttackEndToEndTests {
    static let token = "settings-attack-token-5e6f"
    static let barcode = "029667431224"

    /// A folder holding `.env`, `data/` for the catalogue and `xdg/cdscan/` for a config file.
    let root: URL
    let discogs: FakeDiscogs

    init() throws {
        root = URL(fileURLWithPath: try makeTemporaryDirectory(prefix: "cdscan-settings-e2e"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("xdg/cdscan"), withIntermediateDirectories: true)
        discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
    }

    var environment: [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "HOME": root.path,
            "XDG_DATA_HOME": root.path + "/data", "XDG_CONFIG_HOME": root.path + "/xdg", "NO_COLOR": "1",
        ]
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(arguments, environment: environment.merging(extra) { $1 }, directory: root)
    }

    @Test func aHostileDotEnvChangesNothingAndEachIgnoredLineIsSaidOnce() throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(at: root)
        }
        let hostile = [
            "CDSCAN_DB=./catalog", "COVERART_URL=http://127.0.0.1:9", "CDSCAN_HTTP_TIMEOUT=1e16",
            "CDSCAN_RETRY_DELAY=1e300", "DISCOGS_RATE_WINDOW=1e308", "XDG_DATA_HOME=./stolen",
        ]
        try (hostile.joined(separator: "\n") + "\n").write(
            to: root.appendingPathComponent(".env"), atomically: false, encoding: .utf8)
        let catalog = try run(["catalog", Self.barcode, "--no-progress", "--source", "discogs"])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        for line in hostile {
            let name = String(line.prefix { $0 != "=" })
            let said = catalog.stderr.components(separatedBy: ".env: \(name) ignored").count - 1
            #expect(said == 1, "\(name): \(catalog.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("catalog").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("stolen").path))
        #expect(FileManager.default.fileExists(atPath: root.path + "/data/cdscan/catalog.sqlite"))
    }

    static let commandLine: [[String]] = [
        ["catalog", "--max-age", "1e308", barcode], ["catalog", "--max-age", "1e306d", barcode],
        ["scan", "--timeout", "1e308"], ["scan", "--frames", "99999999999999999999"], ["scan", "--frames", "101"],
        ["scan", "--size", "9223372036854775807x9223372036854775807"], ["items", "edit", "1", "--copies", "100000000"],
    ]

    @Test(arguments: commandLine)
    func aNumberOutOfRangeOnTheCommandLineIsAUsageError(_ arguments: [String]) throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(at: root)
        }
        let run = try run(arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("cdscan: error: '--"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/data/cdscan/catalog.sqlite"))
    }

    static let variables = [
        ("CDSCAN_HTTP_TIMEOUT", "1e16"), ("CDSCAN_RETRY_DELAY", "1e300"), ("DISCOGS_RATE_WINDOW", "1e308"),
        ("CDSCAN_COVER_RATE", "1e20"), ("CDSCAN_HTTP_TIMEOUT", "-0"),
    ]

    @Test(arguments: variables)
    func aNumberOutOfRangeInTheEnvironmentOrTheConfigFileIsAConfigurationError(_ name: String, _ value: String)
        throws
    {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(at: root)
        }
        let fromEnvironment = try run(["lookup", Self.barcode], [name: value])
        #expect(fromEnvironment.status == 78)
        #expect(
            fromEnvironment.stderr
                == "cdscan: error: \(name)=\(value) (in the environment) is out of range: expected "
                + "\(fromEnvironment.stderr.components(separatedBy: "expected ").last ?? "")")
        #expect(fromEnvironment.stderr.split(separator: "\n").count == 1)
        let config = root.path + "/xdg/cdscan/config"
        try "\(name)=\(value)\n".write(toFile: config, atomically: false, encoding: .utf8)
        let fromConfig = try run(["lookup", Self.barcode])
        #expect(fromConfig.status == 78)
        #expect(fromConfig.stderr.hasPrefix("cdscan: error: \(name)=\(value) (in \(config)) is out of range"))
        #expect(discogs.requests.isEmpty)
    }

    @Test func aConfigFileOfAnotherUserIsRefusedAndItsHostNeverHearsTheToken() throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(at: root)
        }
        let stranger = FakeDiscogs(configuration: .init(token: nil), catalog: try DiscogsCatalog.bundled())
        try stranger.start()
        defer { stranger.stop() }
        let config = root.path + "/xdg/cdscan/config"
        // As an ordinary user, who cannot give a file away, a link to root's file, which names no
        // host: there only the refusal is checked.
        try HostileFiles.makeOtherUsersFile(at: config, text: "DISCOGS_API_URL=\(stranger.baseURL)\n")
        var environment = self.environment
        environment["DISCOGS_API_URL"] = nil
        let run = try CDScanBinary.run(["lookup", Self.barcode], environment: environment, directory: root)
        #expect(run.status == 78)
        #expect(
            run.stderr
                == "cdscan: error: \(config) belongs to user \(HostileFiles.otherUser), not to you: "
                + "cdscan reads only your own config file.\n")
        #expect(stranger.requests.isEmpty)
    }

    /// Issue 41 point 17: a folder's `.env` token must not replace the one in your own 0600
    /// config file (nor the environment's), or `--add-to-collection` fills its owner's collection.
    @Test func aDotEnvTokenNeverReplacesTheConfigFilesOrTheEnvironments() throws {
        defer {
            discogs.stop()
            try? FileManager.default.removeItem(at: root)
        }
        let theirs = "their-token-in-a-folder-9a8b"
        try "DISCOGS_TOKEN=\(theirs)\n".write(
            to: root.appendingPathComponent(".env"), atomically: false, encoding: .utf8)
        let config = root.path + "/xdg/cdscan/config"
        try "DISCOGS_TOKEN=\(Self.token)\n".write(toFile: config, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
        var environment = self.environment
        environment["DISCOGS_TOKEN"] = nil
        let fromConfig = try CDScanBinary.run(
            ["lookup", "--source", "discogs", Self.barcode], environment: environment, directory: root)
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        #expect(
            fromConfig.stderr.split(separator: "\n").contains(
                "cdscan: warning: .env: DISCOGS_TOKEN ignored: it differs from the token in \(config), which a .env "
                    + "never replaces"), "\(fromConfig.stderr)")
        let fromEnvironment = try run(["lookup", "--source", "discogs", Self.barcode])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        #expect(
            fromEnvironment.stderr.contains(
                ".env: DISCOGS_TOKEN ignored: it differs from the token in the environment"),
            "\(fromEnvironment.stderr)")
        let sent = discogs.requests.compactMap { $0.headers["Authorization"] }
        #expect(!sent.isEmpty)
        #expect(sent.allSatisfy { !$0.contains(theirs) }, "\(sent)")
    }
}
