import Barcode
import Catalog
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan dump` through the built binary: import, status, remove, bad files, and signals mid-import.
@Suite struct DumpEndToEndTests {
    static let fixtures = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/dump")
    static let good = fixtures.appendingPathComponent("discogs_20251101_releases.xml.gz").path
    static func built() -> Bool { (try? CDScanBinary.path()) != nil }

    /// A scratch XDG data folder with the good fixture imported.
    final class Home {
        let directory: URL
        var environment: [String: String] { ["XDG_DATA_HOME": directory.path, "NO_COLOR": "1"] }
        var index: String { directory.path + "/cdscan/discogs-dump.sqlite" }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "cdscan-dump-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let run = try cdscan(["dump", "import", DumpEndToEndTests.good])
            #expect(run.status == 0, "\(run.stderr)")
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func cdscan(_ arguments: [String], stdin: String? = nil) throws -> CDScanBinary.Run {
            try CDScanBinary.run(arguments, environment: environment, directory: directory, stdin: stdin)
        }

        func indexBytes() -> Data? { FileManager.default.contents(atPath: index) }
    }

    @Test(.enabled(if: built())) func importThenStatusSaysWhatIsThere() throws {
        let home = try Home()
        let status = try home.cdscan(["dump", "status", "--json"])
        #expect(status.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(object["dump_date"] as? String == "2025-11-01")
        #expect(object["releases"] as? Int == 11)
        #expect(object["barcodes"] as? Int == 10)
        #expect(object["raw_barcodes"] as? Int == 2)
        #expect(object["index"] as? String == home.index)
        #expect((object["bytes"] as? Int ?? 0) > 0)
        #expect(object["format"] as? Int == 3)
        #expect(object["catalog_number_only"] as? Int == 1)
        let text = try home.cdscan(["dump", "status"])
        #expect(text.stdout.contains("dump date:   2025-11-01"))
        #expect(text.stdout.contains("format:      3\n"))
        #expect(text.stdout.contains("release kept without a barcode, for its catalogue number\n"), "\(text.stdout)")
    }

    @Test(.enabled(if: built())) func stdinImportsWithTheGivenDate() throws {
        let home = try Home()
        let xml = try String(contentsOf: Self.fixtures.appendingPathComponent("releases.xml"), encoding: .utf8)
        let run = try home.cdscan(["dump", "import", "-", "--date", "2025-12-01"], stdin: xml)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "imported 11 releases with 10 barcodes and 1 with a catalogue number alone (of 12 read)"),
            "\(run.stderr)")
        #expect(try home.cdscan(["dump", "status"]).stdout.contains("2025-12-01"))
    }

    @Test(.enabled(if: built())) func removeDeletesItAndStatusThenSaysThereIsNone() throws {
        let home = try Home()
        #expect(try home.cdscan(["dump", "remove"]).status == 0)
        let status = try home.cdscan(["dump", "status"])
        #expect(status.status == 66)
        #expect(status.stderr.contains("there is no dump index"))
    }

    @Test(
        .enabled(if: built()),
        arguments: [
            ("bad/truncated.xml.gz", "ends early, at byte"), ("bad/corrupt.xml.gz", "corrupt near byte"),
            ("bad/malformed.xml", "not well-formed XML at line 8"),
            ("bad/artists-dump.xml", "not a Discogs releases dump"),
            ("bad/duplicate-ids.xml", "release 4707982 appears twice"), ("bad/declared-entity.xml", "lol2"),
            ("bad/bad-release-id.xml", "id \"abc\""), ("bad/unclosed.xml", "line"),
        ])
    func badFilesExit65WithOneLineAndLeaveTheIndex(file: String, message: String) throws {
        let home = try Home()
        let before = try #require(home.indexBytes())
        let run = try home.cdscan(["dump", "import", Self.fixtures.appendingPathComponent(file).path])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("cdscan: error: "))
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
        #expect(home.indexBytes() == before)
    }

    /// `--index` naming a file that is no index (the catalogue, notes) is refused with 73 and
    /// the file left as it was: an import only ever replaces an index, and `dump remove` only
    /// deletes one. They used to replace and delete it.
    @Test(.enabled(if: built())) func anIndexPathThatHoldsAnotherFileIsNeverReplaced() throws {
        let home = try Home()
        let notes = home.directory.path + "/notes.txt"
        try "shelf 3: the Seeds\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let catalog = home.directory.path + "/catalog.sqlite"
        try CatalogStore(path: catalog).record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
        let catalogBytes = try #require(FileManager.default.contents(atPath: catalog))
        for (path, reason) in [(notes, "not an SQLite database"), (catalog, "an SQLite database without")] {
            for action in [["import", Self.good], ["remove"]] {
                let run = try home.cdscan(["dump"] + action + ["--index", path])
                #expect(run.status == 73)
                #expect(
                    run.stderr.hasPrefix("cdscan: error: \(path) is not a dump index (\(reason)"), "\(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1)
            }
        }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "shelf 3: the Seeds\n")
        #expect(FileManager.default.contents(atPath: catalog) == catalogBytes)
        // Nor is an index ever taken for a catalogue (`--db`): it is not written to.
        let indexBytes = try #require(home.indexBytes())
        let exported = try home.cdscan(["export", "--db", home.index, "-o", "-"])
        #expect(exported.status == 65)
        #expect(
            exported.stderr.contains(
                "is not a cdscan catalog (another program's SQLite database, a dump index perhaps): nothing was changed"
            ))
        #expect(home.indexBytes() == indexBytes)
        // An index is still replaced; an empty file no longer (issue 27): it is left as it was.
        #expect(try home.cdscan(["dump", "import", Self.good, "--index", home.index]).status == 0)
        #expect(FileManager.default.createFile(atPath: home.directory.path + "/empty.sqlite", contents: Data()))
        #expect(try home.cdscan(["dump", "import", Self.good, "--index", "empty.sqlite"]).status == 73)
        #expect(FileManager.default.contents(atPath: home.directory.path + "/empty.sqlite") == Data())
        // A damaged index (SQLite's header, then nothing SQLite can read) may be an index: replaced.
        let damaged = Data("SQLite format 3\0".utf8) + Data(repeating: 0xA5, count: 4096)
        #expect(FileManager.default.createFile(atPath: home.directory.path + "/damaged.sqlite", contents: damaged))
        #expect(try home.cdscan(["dump", "remove", "--index", "damaged.sqlite"]).status == 0)
    }

    @Test(.enabled(if: built())) func missingFileExits66AndBadDate65() throws {
        let home = try Home()
        #expect(try home.cdscan(["dump", "import", "nothing.xml.gz"]).status == 66)
        #expect(try home.cdscan(["dump", "import", Self.good, "--date", "2025-02-30"]).status == 65)
        #expect(try home.cdscan(["dump", "import"]).status == 64)
        #expect(try home.cdscan(["dump", "frobnicate"]).status == 64)
    }

    /// A dump big enough (about 30 MB) that a signal lands while it is being read.
    static func writeLargeDump(to path: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        handle.write(Data("<?xml version=\"1.0\"?>\n<releases>\n".utf8))
        for block in 0..<100 {
            var text = ""
            for offset in 0..<1000 {
                let id = 1_000_000 + block * 1000 + offset
                text +=
                    "<release id=\"\(id)\" status=\"Accepted\"><artists><artist><name>Band \(id)</name></artist>"
                    + "</artists><title>Album \(id)</title><notes>\(String(repeating: "n", count: 200))</notes>"
                    + "<identifiers><identifier type=\"Barcode\" value=\"\(id)\"/></identifiers></release>\n"
            }
            handle.write(Data(text.utf8))
        }
        handle.write(Data("</releases>\n".utf8))
    }

    /// Starts an import of a large dump, waits until it is well under way, sends `signal`.
    func interruptedImport(_ signal: Int32, home: Home) throws -> Process {
        let big = home.directory.path + "/big.xml"
        try Self.writeLargeDump(to: big)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["dump", "import", big, "--date", "2025-12-01"]
        process.environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The partial index appears beside the real one once the import has begun.
        for _ in 0..<2000 where !FileManager.default.fileExists(atPath: home.index + ".importing") { usleep(5000) }
        usleep(100_000)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process
    }

    /// Ctrl-C (130) or SIGTERM (143) during an import: the index in use stays, and still answers.
    @Test(.enabled(if: built()), arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalDuringAnImportLeavesTheIndexInUse(signal: Int32, status: Int32) throws {
        let home = try Home()
        let before = try #require(home.indexBytes())
        let process = try interruptedImport(signal, home: home)
        #expect(process.terminationStatus == status)
        #expect(home.indexBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: home.index + ".importing"))
        #expect(try home.cdscan(["dump", "status"]).stdout.contains("2025-11-01"))
    }

    @Test(.enabled(if: built())) func killNineDuringAnImportLeavesTheIndexInUseAndTheNextImportWorks() throws {
        let home = try Home()
        let before = try #require(home.indexBytes())
        let process = try interruptedImport(SIGKILL, home: home)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(home.indexBytes() == before)
        #expect(try home.cdscan(["dump", "status"]).stdout.contains("2025-11-01"))
        let again = try home.cdscan(["dump", "import", Self.good, "--date", "2025-12-02"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try home.cdscan(["dump", "status"]).stdout.contains("2025-12-02"))
        #expect(!FileManager.default.fileExists(atPath: home.index + ".importing"))
    }

    /// Holds the index's lock the way a running import does: an exclusive flock on `<index>.lock`.
    final class RunningImport {
        let descriptor: Int32

        init(index: String) throws {
            descriptor = open(index + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
            // As cdscan writes it: over the id an earlier import left, then cut to length (a shorter
            // id over a longer one would leave digits after the newline: not a lock file of cdscan's).
            let pid = Array("\(getpid())\n".utf8)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            _ = ftruncate(descriptor, off_t(pid.count))
        }

        deinit { close(descriptor) }
    }

    @Test(.enabled(if: built())) func aSecondImportStopsAtOnceWithOneLineAndLeavesBothImports() throws {
        let home = try Home()
        let before = try #require(home.indexBytes())
        let partial = home.index + ".importing"
        do {
            let running = try RunningImport(index: home.index)
            // What a running import has written so far: the beginning of an SQLite file.
            let halfBuilt = Data("SQLite format 3\u{0}half built".utf8)
            #expect(FileManager.default.createFile(atPath: partial, contents: halfBuilt))
            let run = try home.cdscan(["dump", "import", Self.good, "--date", "2025-12-01"])
            #expect(run.status == 75)
            #expect(
                run.stderr.hasPrefix("cdscan: error: another cdscan (process \(getpid())) is importing a dump into"))
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(home.indexBytes() == before)
            #expect(FileManager.default.contents(atPath: partial) == halfBuilt)
            let remove = try home.cdscan(["dump", "remove"])
            #expect(remove.status == 75)
            #expect(remove.stderr.contains("is importing a dump into"))
            #expect(home.indexBytes() == before)
            withExtendedLifetime(running) {}
        }
        let again = try home.cdscan(["dump", "import", Self.good, "--date", "2025-12-01"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try home.cdscan(["dump", "status"]).stdout.contains("2025-12-01"))
    }
}
