import FakeServices
import Foundation
import TestSupport
import Testing

/// Issue 29, point 9, through the built binary: an index that `dump import --index PATH` made
/// is one that `lookup` and `catalog` can ask (`--index PATH`, or `CDSCAN_DUMP_INDEX` from the
/// environment or the config file, never from a `.env`), and `dump import -` says how to give
/// the date that standard input cannot.
@Suite struct DumpIndexOptionEndToEndTests {
    static let token = "dump-index-option-token"
    /// A barcode in the dump fixture (The Seeds, Future) and on the fake Discogs.
    static let seeds = "029667431224"

    /// A scratch home with no index at the default place, and a fake Discogs that counts requests.
    final class Setup {
        let directory: String
        let discogs: FakeDiscogs
        var index: String { directory + "/elsewhere/my-dump.sqlite" }
        var defaultIndex: String { directory + "/data/cdscan/discogs-dump.sqlite" }

        init() throws {
            directory = try makeTemporaryDirectory(prefix: "cdscan-dump-index-option")
            discogs = FakeDiscogs(
                configuration: .init(token: DumpIndexOptionEndToEndTests.token), catalog: try .bundled())
            _ = try discogs.start()
        }

        deinit {
            discogs.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }

        var environment: [String: String] {
            [
                "XDG_DATA_HOME": directory + "/data", "XDG_CONFIG_HOME": directory + "/config", "HOME": directory,
                "NO_COLOR": "1", "DISCOGS_TOKEN": DumpIndexOptionEndToEndTests.token,
                "DISCOGS_API_URL": discogs.baseURL, "CDSCAN_RETRY_DELAY": "0.01",
            ]
        }

        func cdscan(_ arguments: [String], adding extra: [String: String] = [:], stdin: String? = nil) throws
            -> CDScanBinary.Run
        {
            try CDScanBinary.run(
                arguments, environment: environment.merging(extra) { _, extra in extra },
                directory: URL(fileURLWithPath: directory), stdin: stdin)
        }

        /// Imports the dump fixture into `elsewhere/my-dump.sqlite` (relative, as a user types it).
        func importElsewhere() throws {
            let run = try cdscan(["dump", "import", "--index", "elsewhere/my-dump.sqlite", DumpEndToEndTests.good])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: index))
            #expect(!FileManager.default.fileExists(atPath: defaultIndex))
        }

        func write(_ text: String, to name: String, mode: Int = 0o600) throws {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
    }

    static func source(ofJSONLine line: Substring) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return (object?["album"] as? [String: Any])?["source"] as? String
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func lookupAsksTheIndexThatIndexNames() throws {
        let setup = try Setup()
        try setup.importElsewhere()
        let run = try setup.cdscan(["lookup", "--index", "elsewhere/my-dump.sqlite", "--json", Self.seeds])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first)
        #expect(try Self.source(ofJSONLine: line) == "discogs-dump")
        #expect(setup.discogs.requests.isEmpty)
        // Without --index, --source dump finds no index at the default place.
        let without = try setup.cdscan(["lookup", "--source", "dump", Self.seeds])
        #expect(without.status == 66)
        let dump = try setup.cdscan(["lookup", "--source", "dump", "--index", setup.index, Self.seeds])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("Dump of 2025-11-01."))
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func catalogAsksTheIndexThatIndexNames() throws {
        let setup = try Setup()
        try setup.importElsewhere()
        let run = try setup.cdscan(
            [
                "catalog", "-", "--index", "elsewhere/my-dump.sqlite", "-o", "out.csv", "--no-progress", "--pick",
                "best",
            ],
            stdin: Self.seeds + "\n077774600125\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(setup.discogs.requests.isEmpty)
        let csv = try String(contentsOfFile: setup.directory + "/out.csv", encoding: .utf8)
        let rows = csv.split(separator: "\r\n").dropFirst()
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.contains(",discogs-dump,") }, "\(csv)")
    }

    /// A misspelt --index must not quietly send every lookup to the services.
    @Test(.enabled(if: DumpEndToEndTests.built())) func aNamedIndexThatIsNotThereStopsEvenAuto() throws {
        let setup = try Setup()
        let lookup = try setup.cdscan(["lookup", "--index", "no-such.sqlite", Self.seeds])
        #expect(lookup.status == 66)
        #expect(lookup.stderr.contains("no dump index at \(setup.directory)/no-such.sqlite"), "\(lookup.stderr)")
        let catalog = try setup.cdscan(["catalog", "--index", "no-such.sqlite", "--no-progress", Self.seeds])
        #expect(catalog.status == 66, "\(catalog.stderr)")
        #expect(setup.discogs.requests.isEmpty)
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func theIndexVariableIsTheDefaultFromTheEnvironmentOrConfig()
        throws
    {
        let setup = try Setup()
        try setup.importElsewhere()
        let fromEnvironment = try setup.cdscan(
            ["lookup", "--source", "dump", Self.seeds], adding: ["CDSCAN_DUMP_INDEX": setup.index])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        try setup.write("CDSCAN_DUMP_INDEX=~/elsewhere/my-dump.sqlite\n", to: "config/cdscan/config")
        let fromConfig = try setup.cdscan(["lookup", "--source", "dump", "--json", Self.seeds])
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        let status = try setup.cdscan(["dump", "status", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        #expect(object?["index"] as? String == setup.index, "\(status.stdout)")
        // The command line wins over the variable.
        let named = try setup.cdscan(["lookup", "--source", "dump", "--index", "no-such.sqlite", Self.seeds])
        #expect(named.status == 66)
    }

    /// Any folder one happens to be in may hold a `.env`: it may not say which file to read.
    @Test(.enabled(if: DumpEndToEndTests.built())) func aDotEnvMayNotNameTheIndex() throws {
        let setup = try Setup()
        try setup.importElsewhere()
        try setup.write("CDSCAN_DUMP_INDEX=\(setup.index)\n", to: ".env")
        let run = try setup.cdscan(["lookup", "--source", "dump", Self.seeds])
        #expect(run.status == 66)
        #expect(run.stderr.contains("warning: .env: CDSCAN_DUMP_INDEX ignored (line 1)"), "\(run.stderr)")
    }

    @Test(.enabled(if: DumpEndToEndTests.built())) func standardInputWithoutADateSaysToPassOne() throws {
        let setup = try Setup()
        let xml = try String(
            contentsOf: DumpEndToEndTests.fixtures.appendingPathComponent("releases.xml"), encoding: .utf8)
        let undated = try setup.cdscan(["dump", "import", "-"], stdin: xml)
        #expect(undated.status == 0, "\(undated.stderr)")
        let hints = undated.stderr.split(separator: "\n").filter { $0.contains("--date YYYY-MM-DD") }
        #expect(hints.count == 1, "\(undated.stderr)")
        #expect(hints.first?.hasPrefix("cdscan: the dump's date is unknown: standard input") == true)
        #expect(try setup.cdscan(["dump", "status"]).stdout.contains("dump date:   unknown"))
        let dated = try setup.cdscan(["dump", "import", "-", "--date", "2025-12-01"], stdin: xml)
        #expect(dated.status == 0, "\(dated.stderr)")
        #expect(!dated.stderr.contains("--date"), "\(dated.stderr)")
        let named = try setup.cdscan(["dump", "import", DumpEndToEndTests.good])
        #expect(!named.stderr.contains("--date"), "\(named.stderr)")
    }
}
