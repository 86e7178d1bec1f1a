import Foundation
import Settings
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `.env` names no file, host or limit; every number is range-checked; a config file that
/// is not the user's alone is refused (issue 27, point 3).
@Suite struct SettingsThatCannotHurtTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-settings-\(UUID())")
        for folder in ["xdg/cdscan", "work"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    var configPath: String { root.appendingPathComponent("xdg/cdscan/config").path }
    var work: String { root.appendingPathComponent("work").path }
    var environment: [String: String] { ["XDG_CONFIG_HOME": root.appendingPathComponent("xdg").path] }

    func write(_ text: String, to path: String, mode: Int = 0o600) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Every variable that names a file or a host or sets a limit, as a hostile folder would set it.
    static let hostile = [
        "CDSCAN_DB": "./catalog", "COVERART_URL": "http://127.0.0.1:1", "DISCOGS_API_URL": "http://127.0.0.1:2",
        "MUSICBRAINZ_API_URL": "http://127.0.0.1:3", "CDSCAN_HTTP_TIMEOUT": "1e16", "CDSCAN_RETRY_DELAY": "1e300",
        "DISCOGS_RATE_WINDOW": "1e308", "CDSCAN_COVER_RATE": "99999999999999999999", "XDG_DATA_HOME": "/tmp/evil",
        "HOME": "/tmp/evil",
    ]

    @Test func aDotEnvSetsNoFileHostOrLimitAndWarnsOnceALine() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let names = Self.hostile.keys.sorted()
        let lines = names.map { "\($0)=\(Self.hostile[$0] ?? "")" } + ["CDSCAN_PICK=all", "not an assignment"]
        try write(lines.joined(separator: "\n") + "\n", to: work + "/.env")
        let settings = try Settings.load(environment: [:], directory: work)
        #expect(settings.httpTimeout == 30 && settings.retryDelay == 2 && settings.discogsRateWindow == 60)
        #expect(settings.coverRate == 1 && settings.coverArtArchive == "https://coverartarchive.org")
        #expect(settings.discogsAPIURL == "https://api.discogs.com")
        #expect(settings.musicBrainzAPIURL == "https://musicbrainz.org")
        #expect(settings.optionDefaults.map(\.variable) == ["CDSCAN_PICK"])
        for name in Self.hostile.keys { #expect(settings.variables[name] == nil, "\(name)") }
        #expect(settings.warnings.count == names.count + 1)
        for (index, name) in names.enumerated() {
            #expect(settings.warnings[index].hasPrefix(".env: \(name) ignored (line \(index + 1)): .env may set only"))
        }
        #expect(settings.warnings.last == ".env: line \(names.count + 2) ignored: expected KEY=value")
    }

    static let outOfRange = [
        ("CDSCAN_HTTP_TIMEOUT", "1e16"), ("CDSCAN_HTTP_TIMEOUT", "0"), ("CDSCAN_HTTP_TIMEOUT", "nan"),
        ("CDSCAN_RETRY_DELAY", "1e300"), ("CDSCAN_RETRY_DELAY", "-1"), ("CDSCAN_RETRY_DELAY", "inf"),
        ("DISCOGS_RATE_WINDOW", "1e308"), ("DISCOGS_RATE_WINDOW", "0.5"), ("CDSCAN_COVER_RATE", "1e20"),
        ("CDSCAN_COVER_RATE", "0"), ("CDSCAN_COVER_RATE", "1.5"), ("CDSCAN_HTTP_TIMEOUT", "thirty"),
    ]

    @Test(arguments: outOfRange)
    func aNumberOutOfRangeInTheEnvironmentIsRefused(_ name: String, _ value: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try Settings.load(environment: [name: value], directory: work)
        } throws: { error in
            guard case .outOfRange(let variable, let shown, let origin, _) = error as? SettingsError else {
                return false
            }
            return variable == name && shown == value && origin == "the environment"
        }
    }

    @Test(arguments: outOfRange)
    func aNumberOutOfRangeInTheConfigFileIsRefused(_ name: String, _ value: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("\(name)=\(value)\n", to: configPath)
        #expect {
            try Settings.load(environment: environment, directory: work)
        } throws: { error in
            guard case .outOfRange(let variable, let shown, let origin, _) = error as? SettingsError else {
                return false
            }
            return variable == name && shown == value && origin == configPath
        }
    }

    @Test func numbersInRangeAreTaken() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let settings = try Settings.load(
            environment: [
                "CDSCAN_HTTP_TIMEOUT": "3600", "CDSCAN_RETRY_DELAY": "0", "DISCOGS_RATE_WINDOW": "1",
                "CDSCAN_COVER_RATE": "100",
            ], directory: work)
        #expect(settings.httpTimeout == 3600 && settings.retryDelay == 0 && settings.discogsRateWindow == 1)
        #expect(settings.coverRate == 100)
    }

    @Test func aConfigFileOwnedByAnotherUserIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("DISCOGS_API_URL=http://127.0.0.1:4\n", to: configPath, mode: 0o644)
        // Only root may give the file away; an ordinary user's other user is root, whose
        // /etc/passwd the config file then links to (the link is followed, the owner checked).
        let owner: uid_t = geteuid() == 0 ? 4242 : 0
        if geteuid() == 0 {
            #expect(chown(configPath, owner, owner) == 0)
        } else {
            try FileManager.default.removeItem(atPath: configPath)
            #expect(symlink("/etc/passwd", configPath) == 0)
        }
        #expect(throws: SettingsError.notOwned(path: configPath, owner: Int(owner))) {
            try Settings.load(environment: environment, directory: work)
        }
        if geteuid() == 0 {
            #expect(chown(configPath, geteuid(), getegid()) == 0)
        } else {
            try FileManager.default.removeItem(atPath: configPath)
            try write("DISCOGS_API_URL=http://127.0.0.1:4\n", to: configPath, mode: 0o644)
        }
        #expect(try Settings.load(environment: environment, directory: work).discogsAPIURL == "http://127.0.0.1:4")
    }

    @Test func aConfigFileInAFolderOthersCanWriteIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("CDSCAN_PICK=all\n", to: configPath)
        let folder = root.appendingPathComponent("xdg/cdscan").path
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder)
        #expect(throws: SettingsError.unsafeFolder(path: configPath, folder: folder, mode: 0o777)) {
            try Settings.load(environment: environment, directory: work)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
        #expect(try Settings.load(environment: environment, directory: work).variables["CDSCAN_PICK"] == "all")
    }

    @Test func aConfigFileThatIsAFIFOIsRefusedWithoutHanging() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(configPath, 0o600) == 0)
        #expect(throws: SettingsError.unreadable(path: configPath, reason: "it is not a regular file")) {
            try Settings.load(environment: environment, directory: work)
        }
    }
}

extension SettingsThatCannotHurtTests {
    @Test func aDotEnvThatIsADeviceOrAFIFOIsIgnoredWithoutHanging() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: work + "/.env", withDestinationPath: "/dev/zero")
        let zero = try Settings.load(environment: [:], directory: work)
        #expect(zero.warnings == [".env is not a regular file; ignored"])
        try FileManager.default.removeItem(atPath: work + "/.env")
        #expect(mkfifo(work + "/.env", 0o600) == 0)
        #expect(
            try Settings.load(environment: [:], directory: work).warnings == [".env is not a regular file; ignored"])
    }
}
