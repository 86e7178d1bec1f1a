import Foundation
import Settings
import Testing

/// The config file, `.env` and the environment: who wins, what `.env` may not set, and
/// a token in a file others can read.
@Suite struct ConfigFileTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-config-\(UUID())")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("xdg/cdscan"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("work"), withIntermediateDirectories: true)
    }

    var configPath: String { root.appendingPathComponent("xdg/cdscan/config").path }
    var work: String { root.appendingPathComponent("work").path }
    var environment: [String: String] { ["XDG_CONFIG_HOME": root.appendingPathComponent("xdg").path] }

    func writeConfig(_ text: String, mode: Int) throws {
        try text.write(toFile: configPath, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: configPath)
    }

    func writeDotEnv(_ text: String) throws {
        try text.write(toFile: work + "/.env", atomically: false, encoding: .utf8)
    }

    @Test func theEnvironmentWinsOverDotEnvWhichWinsOverTheConfigFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeConfig("CDSCAN_PICK=best\nCDSCAN_RETRY_DELAY=5\nCDSCAN_HTTP_TIMEOUT=7\n", mode: 0o600)
        try writeDotEnv("DISCOGS_TOKEN=from-dotenv\nCDSCAN_PICK=ask\nCDSCAN_RETRY_DELAY=3\n")
        let settings = try Settings.load(
            environment: environment.merging(["CDSCAN_RETRY_DELAY": "1"]) { $1 }, directory: work)
        #expect(settings.discogsToken == "from-dotenv")
        #expect(settings.variables["CDSCAN_PICK"] == "ask")
        #expect(settings.retryDelay == 1)
        #expect(settings.httpTimeout == 7)
        #expect(
            settings.notes == [
                "using CDSCAN_PICK, DISCOGS_TOKEN from .env in the current directory (for development)"
            ])
    }

    /// Issue 41 point 17: a folder's `.env` token never replaces the config file's or the
    /// environment's; one line says so when they differ, none when they are the same.
    @Test func aDotEnvTokenNeverReplacesTheConfigFilesOrTheEnvironments() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeConfig("DISCOGS_TOKEN=from-config\n", mode: 0o600)
        try writeDotEnv("DISCOGS_TOKEN=from-dotenv\n")
        let overConfig = try Settings.load(environment: environment, directory: work)
        #expect(overConfig.discogsToken == "from-config")
        #expect(
            overConfig.warnings == [
                ".env: DISCOGS_TOKEN ignored: it differs from the token in \(configPath), which a .env never replaces"
            ])
        #expect(overConfig.notes.isEmpty)
        let overEnvironment = try Settings.load(
            environment: environment.merging(["DISCOGS_TOKEN": "from-environment"]) { $1 }, directory: work)
        #expect(overEnvironment.discogsToken == "from-environment")
        #expect(
            overEnvironment.warnings == [
                ".env: DISCOGS_TOKEN ignored: it differs from the token in the environment, which a .env never replaces"
            ])
        try writeDotEnv("DISCOGS_TOKEN=from-config\n")
        let same = try Settings.load(environment: environment, directory: work)
        #expect(same.discogsToken == "from-config")
        #expect(same.warnings.isEmpty)
        #expect(same.notes.isEmpty)
    }

    @Test func dotEnvCannotSayWhereTheTokenGoes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeDotEnv("DISCOGS_API_URL=http://127.0.0.1:1\nMUSICBRAINZ_API_URL=http://127.0.0.1:2\n")
        let settings = try Settings.load(environment: [:], directory: work)
        #expect(settings.discogsAPIURL == "https://api.discogs.com")
        #expect(settings.musicBrainzAPIURL == "https://musicbrainz.org")
        let allowed = "DISCOGS_TOKEN, CDSCAN_SOURCE, CDSCAN_PICK, CDSCAN_FORMAT, CDSCAN_CURRENCY"
        #expect(
            settings.warnings == [
                ".env: DISCOGS_API_URL ignored (line 1): .env may set only \(allowed)",
                ".env: MUSICBRAINZ_API_URL ignored (line 2): .env may set only \(allowed)",
            ])
        #expect(settings.notes.isEmpty)
        try writeConfig("DISCOGS_API_URL=http://127.0.0.1:3\n", mode: 0o644)
        #expect(try Settings.load(environment: environment, directory: work).discogsAPIURL == "http://127.0.0.1:3")
    }

    @Test func aTokenInAConfigFileOthersCanReadIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeConfig("DISCOGS_TOKEN=config-secret\n", mode: 0o640)
        #expect(throws: SettingsError.exposedToken(path: configPath, mode: 0o640)) {
            try Settings.load(environment: environment, directory: work)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: configPath)
        #expect(try Settings.load(environment: environment, directory: work).discogsToken == "config-secret")
    }

    @Test func aConfigFileOthersCanChangeIsRefusedEvenWithoutAToken() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeConfig("CDSCAN_SOURCE=musicbrainz\n", mode: 0o664)
        #expect(throws: SettingsError.writableByOthers(path: configPath, mode: 0o664)) {
            try Settings.load(environment: environment, directory: work)
        }
    }

    @Test func theFileIsFoundUnderHomeWithoutXDGConfigHome() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ConfigFile.path(environment: ["HOME": "/home/ana"]) == "/home/ana/.config/cdscan/config")
        #expect(ConfigFile.path(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/c"]) == "/c/cdscan/config")
        // A relative XDG_CONFIG_HOME is invalid by the XDG spec and ignored.
        #expect(ConfigFile.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "rel"]) == "/h/.config/cdscan/config")
        #expect(ConfigFile.path(environment: [:]) == nil)
    }

    @Test func optionDefaultsComeFromTheFileWithATildeExpanded() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeConfig("CDSCAN_SOURCE=musicbrainz\nCDSCAN_DB=~/music/catalog.sqlite\n", mode: 0o644)
        let settings = try Settings.load(
            environment: environment.merging(["HOME": "/home/ana"]) { $1 }, directory: work)
        #expect(settings.optionDefaults.map(\.option) == ["source", "db"])
        #expect(settings.optionDefaults.map(\.value) == ["musicbrainz", "/home/ana/music/catalog.sqlite"])
    }
}
