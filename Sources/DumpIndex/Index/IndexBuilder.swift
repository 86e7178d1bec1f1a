import Album
import Barcode
import Basics
import Lookup
import SQLite

#if canImport(Glibc)
    internal import Glibc
#endif

/// Writes a new index beside the one in use and puts it in place only when complete.
///
/// The new file is `<index>.importing`. Until `finish` renames it over the
/// index (rename(2) is atomic), the index in use is never touched: Ctrl-C,
/// `kill -9` or a bad file leave it as it was, plus a partial file the next
/// import replaces. The build runs without a journal and without fsync (a
/// crash only loses a file that would be discarded anyway); `finish` syncs
/// the file and its directory before and after the rename. Not `Sendable`.
final class IndexBuilder {
    let path: String
    let partialPath: String
    private let details: Bool
    private var database: Database?
    private(set) var counts = ImportCounts()

    /// Starts a new index that will replace the one at `path`; a file there that is no
    /// index (the catalogue, anything else) is refused, never replaced.
    init(path: String, details: Bool) throws(DumpError) {
        self.path = path
        self.partialPath = path + ".importing"
        self.details = details
        try IndexFile.refuseUnlessIndex(at: path)
        do {
            try PrivateFiles.createDirectory(PrivateFiles.directory(of: path))
        } catch {
            throw .cannotCreate(path: PrivateFiles.directory(of: path), error)
        }
        // What a killed import left is replaced; anything else of that name is refused.
        for (leftover, sqlite) in [
            (partialPath, true), (partialPath + "-journal", false), (partialPath + "-wal", false),
            (partialPath + "-shm", false),
        ] {
            guard IndexFile.isLeftover(leftover, sqlite: sqlite) else {
                throw .notAnIndex(path: leftover, reason: "not a partial index a cdscan import left")
            }
            try IndexFile.removeLeftover(leftover, sqlite: sqlite)
        }
        do {
            try PrivateFiles.createFile(partialPath)
        } catch {
            throw .cannotCreate(path: partialPath, error)
        }
        database = try wrap { () throws(DatabaseError) in
            let database = try Database(path: partialPath, mode: .scratch)
            try database.execute("PRAGMA cache_size=-16384")
            try database.execute(IndexSchema.create)
            try database.execute("BEGIN")
            return database
        }
    }

    deinit {
        if database != nil { abandon() }
    }

    /// Counts the releases of `batch` and adds those that carry a barcode identifier or a catalogue number.
    func add(_ batch: RecordedReleases) throws(DumpError) {
        counts.releasesRead += batch.count
        try batch.forEachIndexed { (release) throws(DumpError) in try add(release) }
    }

    /// Adds `release`, which carries a barcode identifier or a catalogue number.
    private func add(_ release: DumpRelease) throws(DumpError) {
        let values = release.barcodeValues
        let numbers = Self.firstOccurrences(release.labels.compactMap { DumpRelease.catalogNumberKey($0.catno) })
        guard !values.isEmpty || !numbers.isEmpty, let database else { return }
        var parsed: [GTIN] = []
        var raw: [String] = []
        for value in values {
            if let gtin = DiscogsReleaseJSON.gtin(inBarcode: value) {
                parsed.append(gtin)
            } else if !value.trimmingWhitespace.isEmpty {
                raw.append(value.trimmingWhitespace)
            }
        }
        let gtins = Self.firstOccurrences(parsed)
        do {
            try database.run(
                IndexSchema.insertRelease,
                [
                    .integer(release.id), .integer(release.isMainRelease ? 1 : 0),
                    .integer(Int64(DumpRanking.quality(release.dataQuality))),
                ] + StoredAlbum.values(release.album) + [.text(details ? release.apiJSON(details: true) : nil)])
        } catch  where error.code == 1555 /* SQLITE_CONSTRAINT_PRIMARYKEY */ {
            throw .duplicateRelease(id: release.id)
        } catch {
            throw .database(path: partialPath, error)
        }
        try wrap { () throws(DatabaseError) in
            for gtin in gtins {
                try database.run(IndexSchema.insertBarcode, [.integer(Int64(gtin.ean13) ?? 0), .integer(release.id)])
            }
            for value in raw { try database.run(IndexSchema.insertRawBarcode, [.text(value), .integer(release.id)]) }
            for key in numbers {
                try database.run(IndexSchema.insertCatalogNumber, [.text(key), .integer(release.id)])
            }
        }
        counts.catalogNumbers += numbers.count
        guard !values.isEmpty else {
            counts.catalogNumberOnly += 1
            return
        }
        counts.releases += 1
        counts.barcodes += gtins.count
        counts.rawBarcodes += raw.count
    }

    /// `values` without repeats, in the order first seen.
    ///
    /// Through a set: one release may list 100,000 barcodes, and searching the list kept so far
    /// for each made the import quadratic (13 s for that one release).
    static func firstOccurrences<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// Indexes the rows, records `meta`, and puts the new index in place of the old.
    func finish(meta: [String: String]) throws(DumpError) {
        guard let database else { return }
        try wrap { () throws(DatabaseError) in
            try database.execute(IndexSchema.createIndexes)
            for (key, value) in meta { try database.run(IndexSchema.insertMeta, [.text(key), .text(value)]) }
            try database.execute("COMMIT")
            // Back to a rollback journal, so that readers (opened read-only)
            // never look for a -wal file beside the index.
            try database.execute("PRAGMA journal_mode=DELETE")
        }
        self.database = nil
        try Self.sync(partialPath)
        guard rename(partialPath, path) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        try Self.sync(PrivateFiles.directory(of: path))
    }

    /// Closes and deletes the partial file; the index in use stays as it was.
    func abandon() {
        database = nil
        unlink(partialPath)
    }

    private func wrap<T>(_ body: () throws(DatabaseError) -> T) throws(DumpError) -> T {
        do {
            return try body()
        } catch {
            throw .database(path: partialPath, error)
        }
    }

    /// fsync(2) on a file or directory, so that the rename cannot reach the disk before the data.
    private static func sync(_ path: String) throws(DumpError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

@available(*, unavailable) extension IndexBuilder: Sendable {}
