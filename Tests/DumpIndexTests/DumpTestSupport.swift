import DumpIndex
import Foundation
import SQLite

/// The dump fixtures (`Fixtures/dump`, written by `make_fixtures.py`) and a scratch directory per test.
enum DumpFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dump")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static let gzipped = path("discogs_20251101_releases.xml.gz")
    static let plain = path("releases.xml")
}

/// A fresh directory under the system's temporary directory, removed when the value goes.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-dump-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var indexPath: String { path + "/cdscan/discogs-dump.sqlite" }

    /// Imports `file` into this directory's index.
    @discardableResult
    func importDump(_ file: String, date: String? = nil, tracklists: Bool = false) throws(DumpError) -> IndexStatus {
        try DumpImporter.run(
            ImportRequest(file: file, indexPath: indexPath, date: date, tracklists: tracklists), clock: { 0 })
    }

    /// The index of the gzipped fixture once `sql` has changed it, as an older or damaged index is.
    func index(alteredBy sql: String) throws -> DumpIndex {
        try importDump(DumpFixtures.gzipped)
        try Database(path: indexPath, mode: .readWrite).execute(sql + "; PRAGMA journal_mode=DELETE")
        return try DumpIndex(path: indexPath)
    }

    /// Writes `text` to a file in the directory and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// The index file's bytes, to prove a failed import left it untouched.
    func indexBytes() -> Data? { FileManager.default.contents(atPath: indexPath) }
}
