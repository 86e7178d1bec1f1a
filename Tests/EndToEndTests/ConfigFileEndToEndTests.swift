import FakeServices
import Foundation
import TestSupport
import Testing

/// The config file through the built binary.
@Suite struct ConfigFileEndToEndTests {
    static let token = "config-e2e-token-77aa"

    @Test func anExposedTokenStopsEveryCommandWithStatus78() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-config-e2e-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("cdscan"), withIntermediateDirectories: true)
        let path = root.appendingPathComponent("cdscan/config").path
        try "DISCOGS_TOKEN=\(Self.token)\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let run = try CDScanBinary.run(["lookup", "029667431224"], environment: ["XDG_CONFIG_HOME": root.path])
        #expect(run.status == 78)
        #expect(run.stderr.contains("\(path) holds DISCOGS_TOKEN but others can read it (mode 644); run: chmod 600"))
        #expect(!run.stderr.contains(Self.token))
        #expect(run.stdout.isEmpty)
        #expect(try CDScanBinary.run(["lookup", "--help"], environment: ["XDG_CONFIG_HOME": root.path]).status == 0)
    }

    @Test func theConfiguredSourceIsTheDefaultAndTheCommandLineWins() throws {
        let discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        let musicBrainz = FakeMusicBrainz(catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-config-e2e-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("cdscan"), withIntermediateDirectories: true)
        let path = root.appendingPathComponent("cdscan/config").path
        try "CDSCAN_SOURCE=musicbrainz\nDISCOGS_TOKEN=\(Self.token)\nDISCOGS_API_URL=\(discogs.baseURL)\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let environment = [
            "XDG_CONFIG_HOME": root.path, "MUSICBRAINZ_API_URL": musicBrainz.baseURL, "CDSCAN_RETRY_DELAY": "0.01",
        ]
        let configured = try CDScanBinary.run(["lookup", "--json", "029667431224"], environment: environment)
        #expect(configured.status == 0)
        #expect(configured.stdout.contains("\"source\":\"musicbrainz\""))
        #expect(discogs.requests.isEmpty)
        let overridden = try CDScanBinary.run(
            ["lookup", "--json", "--source", "discogs", "029667431224"], environment: environment)
        #expect(overridden.status == 0)
        #expect(overridden.stdout.contains("\"source\":\"discogs\""))
        try "CDSCAN_SOURCE=everywhere\n".write(toFile: path, atomically: false, encoding: .utf8)
        let invalid = try CDScanBinary.run(["lookup", "029667431224"], environment: environment)
        #expect(invalid.status == 78)
        #expect(
            invalid.stderr.contains("CDSCAN_SOURCE: '--source' is auto, dump, discogs or musicbrainz, not 'everywhere'")
        )
    }

    @Test func aDotEnvAPIURLNeverReceivesTheToken() throws {
        let configured = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try configured.start()
        let elsewhere = FakeDiscogs(configuration: .init(token: nil), catalog: try DiscogsCatalog.bundled())
        try elsewhere.start()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-dotenv-e2e-\(UUID())")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("xdg/cdscan"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // The config file names the API; a .env in the directory (which wins for other variables) tries another.
        try "DISCOGS_API_URL=\(configured.baseURL)\n".write(
            to: root.appendingPathComponent("xdg/cdscan/config"), atomically: false, encoding: .utf8)
        try "DISCOGS_API_URL=\(elsewhere.baseURL)\n".write(
            to: root.appendingPathComponent(".env"), atomically: false, encoding: .utf8)
        let run = try CDScanBinary.run(
            ["lookup", "--source", "discogs", "029667431224"],
            environment: [
                "DISCOGS_TOKEN": Self.token, "CDSCAN_RETRY_DELAY": "0.01",
                "XDG_CONFIG_HOME": root.appendingPathComponent("xdg").path,
            ],
            directory: root)
        #expect(run.status == 0)
        #expect(elsewhere.requests.isEmpty)
        #expect(!configured.requests.isEmpty)
        #expect(run.stderr.contains(".env: DISCOGS_API_URL ignored"))
        #expect(!run.stderr.contains(Self.token))
    }
}
