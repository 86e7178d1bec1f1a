import Barcode
import Catalog
import Foundation
import Glibc
import TestSupport
import Testing

/// `-o` through the built binary (issue 10, point 1), and the one-writer lock (point 6).
@Suite struct OutputFilesEndToEndTests {
    /// A catalog with one item, made by the store, in `directory`.
    func makeCatalog(in directory: String) throws -> String {
        let path = directory + "/catalog.sqlite"
        let store = try CatalogStore(path: path)
        try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument", notes: "shelf 1")
        return path
    }

    func export(_ arguments: [String], in directory: String) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            ["export", "--db", "catalog.sqlite"] + arguments, directory: URL(fileURLWithPath: directory))
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        try withScratchDirectory { directory in
            _ = try makeCatalog(in: directory)
            try "old".write(toFile: directory + "/real.csv", atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.csv", withDestinationPath: "real.csv")
            let run = try export(["-o", "link.csv"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.csv") == "real.csv")
            #expect(try String(contentsOfFile: directory + "/real.csv", encoding: .utf8).hasPrefix("barcode,status"))
        }
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        try withScratchDirectory { directory in
            _ = try makeCatalog(in: directory)
            #expect(mkfifo(directory + "/pipe", 0o600) == 0)
            let reader = FIFOText(directory + "/pipe")
            let run = try export(["-o", "pipe"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(reader.wait().hasPrefix("barcode,status"))
            var info = stat()
            stat(directory + "/pipe", &info)
            #expect(info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func dashIsStandardOutputAndDevNullStaysADevice() throws {
        try withScratchDirectory { directory in
            _ = try makeCatalog(in: directory)
            let run = try export(["-o", "-", "--format", "jsonl"], in: directory)
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("{") && run.stdout.contains("\"notes\":\"shelf 1\""))
            #expect(!FileManager.default.fileExists(atPath: directory + "/-"))
            #expect(try export(["-o", "/dev/null"], in: directory).status == 0)
            var info = stat()
            stat("/dev/null", &info)
            #expect(info.st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test func anOutputThatIsTheCatalogOrAnInputIsRefusedBeforeAnythingIsWritten() throws {
        try withScratchDirectory { directory in
            let database = try makeCatalog(in: directory)
            let before = try Data(contentsOf: URL(fileURLWithPath: database))
            let run = try export(["-o", "catalog.sqlite"], in: directory)
            #expect(run.status == 64)
            #expect(run.stderr.contains("is the same file as"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
            try "0029667431224\n".write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/alias.txt", withDestinationPath: "list.txt")
            let catalog = try CDScanBinary.run(
                ["catalog", "list.txt", "-o", "alias.txt", "--db", "catalog.sqlite"],
                directory: URL(fileURLWithPath: directory))
            #expect(catalog.status == 64)
            #expect(try String(contentsOfFile: directory + "/list.txt", encoding: .utf8) == "0029667431224\n")
        }
    }

    /// `export -o`, `catalog -o` and `scan --catalog` say an output that cannot be written in
    /// the same words (OutputFileError's) and end with the same 73; `scan --catalog` used to
    /// word it as the catalog's own files ("check that the directory exists ..."), and then
    /// named it by its full path, once a photo had been read.
    @Test func anOutputThatIsAFolderSaysTheSameInEveryCommand() throws {
        try withScratchDirectory { directory in
            _ = try makeCatalog(in: directory)
            try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: false)
            let said = "cdscan: error: cannot write out: it is a folder; name a file inside it.\n"
            let exported = try export(["-o", "out"], in: directory)
            #expect(exported.status == 73)
            #expect(exported.stderr == said)
            let catalogued = try CDScanBinary.run(
                ["catalog", "0029667431224", "--db", "catalog.sqlite", "-o", "out"],
                directory: URL(fileURLWithPath: directory))
            #expect(catalogued.status == 73)
            #expect(catalogued.stderr == said)
            // Checked before the first photo is read, and named as typed.
            let photo = ImageScanTests.images.appendingPathComponent("photos/easy.jpg").path
            let scanned = try CDScanBinary.run(
                ["scan", "--image", "--no-lookup", "--db", "catalog.sqlite", "--catalog", "out", photo],
                directory: URL(fileURLWithPath: directory))
            #expect(scanned.status == 73)
            #expect(scanned.stderr == said)
            #expect(scanned.stdout.isEmpty)
        }
    }

    /// `scan --catalog` naming the catalog database itself is refused before anything is read,
    /// as `export -o` refuses it; it used to write the CSV over the database.
    @Test func scanCatalogNeverWritesOverTheDatabase() throws {
        try withScratchDirectory { directory in
            let database = try makeCatalog(in: directory)
            let before = try Data(contentsOf: URL(fileURLWithPath: database))
            let photo = ImageScanTests.images.appendingPathComponent("photos/easy.jpg").path
            let scanned = try CDScanBinary.run(
                ["scan", "--image", "--no-lookup", "--db", "catalog.sqlite", "--catalog", "catalog.sqlite", photo],
                directory: URL(fileURLWithPath: directory))
            #expect(scanned.status == 64)
            #expect(scanned.stderr.hasPrefix("cdscan: error: the output catalog.sqlite is the same file as "))
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
        }
    }

    @Test func aSecondWriterStopsWith75AndReadersStillRead() throws {
        try withScratchDirectory { directory in
            let database = try makeCatalog(in: directory)
            // The test process holds the lock, as a running cdscan would.
            let lock = try CatalogLock(databasePath: database)
            let run = try CDScanBinary.run(
                ["catalog", "0029667431224", "--db", "catalog.sqlite"], directory: URL(fileURLWithPath: directory))
            #expect(run.status == 75)
            #expect(run.stderr.contains("is in use by another cdscan (process \(getpid()))"))
            #expect(try export([], in: directory).status == 0, "export takes no lock")
            withExtendedLifetime(lock) {}
        }
    }
}

/// Reads a FIFO to its end on another thread.
final class FIFOText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text = ""

    init(_ path: String) {
        Thread.detachNewThread { [self] in
            let data = FileHandle(forReadingAtPath: path).flatMap { try? $0.readToEnd() }
            text = data.map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return text
    }
}
