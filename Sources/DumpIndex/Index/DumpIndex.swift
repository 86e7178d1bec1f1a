import Album
import Barcode
import Basics
import Foundation
import Lookup
import SQLite

#if canImport(Glibc)
    internal import Glibc
#endif

/// A barcode index imported from a Discogs releases dump, opened for lookups.
///
/// Opened read-only: a lookup never writes to the index, so several cdscans
/// can read it while an import builds its successor beside it. Not
/// `Sendable`: it holds an SQLite connection.
package final class DumpIndex {
    /// What the index holds.
    package let status: IndexStatus
    private let database: Database
    /// The index's format (`IndexSchema.version` when this cdscan imported it).
    private let format: Int

    /// The index's default place: `discogs-dump.sqlite` beside the catalogue,
    /// in `$XDG_DATA_HOME/cdscan` (default `~/.local/share/cdscan`).
    package static func defaultPath(environment: [String: String]) -> String {
        DataFolder.path(environment: environment) + "/discogs-dump.sqlite"
    }

    /// Whether an index exists at `path`.
    package static func exists(at path: String) -> Bool { PrivateFiles.exists(path) }

    /// Opens the index at `path`; `.noIndex` when there is none.
    package init(path: String) throws(DumpError) {
        guard let file = FileStatus(path: OutputFile.followingLinks(path)) else { throw .noIndex(path: path) }
        // SQLite would open a FIFO and wait for a writer, a device and read it.
        guard file.kind == .regular else { throw .notAnIndex(path: path, reason: "it is \(file.kind.described)") }
        let meta: [String: String]
        do {
            database = try Database(path: path, mode: .readOnly)
            // The file is never written in place (an import renames a new one over it), so the
            // shared lock can be held from the first read on: otherwise every lookup takes and
            // drops it and looks for a hot journal, several system calls a barcode (strace).
            try database.execute("PRAGMA locking_mode=EXCLUSIVE")
            // Read through a memory map, not read(2) into SQLite's 2 MB page cache: a catalogue
            // asks for releases all over the index, and a page it misses then costs a page
            // fault instead of a pread (1,300 of them for 10,000 barcodes; strace -c).
            try database.execute("PRAGMA mmap_size=\(Self.mappedBytes)")
            let rows = try database.query(IndexSchema.meta) { ($0.text(0) ?? "", $0.text(1) ?? "") }
            meta = Dictionary(rows, uniquingKeysWith: { _, last in last })
        } catch {
            throw .database(path: path, error)
        }
        format = meta["format"].flatMap { Int($0) } ?? 0
        if format > IndexSchema.version {
            throw .newerIndex(path: path, found: format, supported: IndexSchema.version)
        }
        status = IndexStatus(path: path, meta: meta, bytes: Self.size(of: path))
    }

    /// The releases carrying `gtin`, ranked as API answers are (see `DumpRanking`).
    ///
    /// Each album says `source: .discogsDump` and carries the dump's date.
    package func albums(for gtin: GTIN) throws(DatabaseError) -> [Album] {
        let key: [DatabaseValue] = [.integer(Int64(gtin.ean13) ?? 0)]
        guard format >= 2 else { return try albumsVersion1(key) }
        let date = status.dumpDate
        let rows = try read(IndexSchema.releasesForGTIN, key) { row in
            (id: row.integer(0), album: StoredAlbum.album(row, from: 1, id: row.integer(0), date: date))
        }
        var seen = Set<Int64>()
        return Ranking.rank(rows.filter { seen.insert($0.id).inserted }.map(\.album))
    }

    /// The releases numbered `number` (on `label`, when given), ranked as barcode answers are;
    /// nil when the index was imported before catalogue numbers were kept (format 2 or older).
    ///
    /// Matched by `CatalogNumber.key`, as the online catalogue-number lookups compare, and by
    /// label as they filter (`CatalogNumberMatch.labels`).
    package func albums(forCatalogNumber number: CatalogNumber, label: String?) throws(DatabaseError) -> [Album]? {
        guard status.holdsCatalogNumbers else { return nil }
        let date = status.dumpDate
        let rows = try read(IndexSchema.releasesForCatalogNumber, [.text(number.key)]) { row in
            (id: row.integer(0), album: StoredAlbum.album(row, from: 1, id: row.integer(0), date: date))
        }
        var seen = Set<Int64>()
        let albums = rows.filter { seen.insert($0.id).inserted }.map(\.album).filter {
            CatalogNumberMatch.labels($0.labels, include: label)
        }
        return Ranking.rank(albums)
    }

    /// `albums(for:)` from a format 1 index: each release's JSON decoded and mapped.
    private func albumsVersion1(_ key: [DatabaseValue]) throws(DatabaseError) -> [Album] {
        let rows = try read(IndexSchema.releasesForGTINVersion1, key) {
            (id: Int($0.integer(0)), json: $0.text(1) ?? "")
        }
        var seen = Set<Int>()
        let albums = rows.filter { seen.insert($0.id).inserted }.compactMap { row in
            DiscogsReleaseJSON.details(from: row.json, id: row.id).map { dumpAnswer($0.album) }
        }
        return Ranking.rank(albums)
    }

    /// The tracklist, credits and identifiers of release `id`; nil when the
    /// index has no such release or was imported without `--tracklists`.
    package func details(releaseID id: String) throws(DatabaseError) -> ReleaseDetails? {
        guard status.tracklists, let number = Int64(id) else { return nil }
        return try stored(number)?.details
    }

    /// Release `id` as the index holds it: the album always, its details when the index
    /// was imported with `--tracklists`; nil when the index has no such release.
    package func release(id: String) throws(DatabaseError) -> FetchedRelease? {
        guard let number = Int64(id), let found = try stored(number) else { return nil }
        return FetchedRelease(album: found.album, details: status.tracklists ? found.details : nil)
    }

    /// Release `number`'s album, and its details when its JSON is kept (`--tracklists`, or format 1).
    private func stored(_ number: Int64) throws(DatabaseError) -> (album: Album, details: ReleaseDetails?)? {
        let date = status.dumpDate
        let sql = format >= 2 ? IndexSchema.releaseByID : IndexSchema.releaseByIDVersion1
        let rows = try read(sql, [.integer(number)]) { row in
            (json: row.text(0), album: format >= 2 ? StoredAlbum.album(row, from: 1, id: number, date: date) : nil)
        }
        guard let row = rows.first else { return nil }
        var details = row.json.flatMap { DiscogsReleaseJSON.details(from: $0, id: Int(number)) }
        if let mapped = details?.album { details?.album = dumpAnswer(mapped) }
        guard let album = row.album ?? details?.album else { return nil }
        return (album, details)
    }

    /// Deletes the index at `path` (and any partial import beside it); false when there was none.
    ///
    /// Refused with `importRunning` while an import into it runs (see `IndexLock`), and with
    /// `notAnIndex` when the file is not an index.
    package static func remove(at path: String) throws(DumpError) -> Bool {
        // The file a symbolic link leads to is the index (the link stays, dangling).
        let path = try IndexFile.target(of: path)
        let existed = FileStatus(path: path) != nil
        // Nothing to remove: nothing to lock, and no lock file (or folder) made only to lock it.
        guard existed || FileStatus(path: path + ".importing") != nil else { return false }
        // Refused before the lock, so nothing is made beside a path that is no index.
        try IndexFile.refuseUnlessIndex(at: path)
        let lock = try IndexLock.take(for: path)
        try IndexFile.refuseUnlessIndex(at: path)  // an import may have finished meanwhile
        if existed, unlink(path) != 0, errno != ENOENT {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        try IndexFile.removeLeftover(path + "-journal", sqlite: false)
        try IndexFile.removeLeftover(path + ".importing", sqlite: true)
        try IndexFile.removeLeftover(path + ".importing-journal", sqlite: false)
        lock.removeFile()
        return existed
    }

    private func dumpAnswer(_ album: Album) -> Album {
        var album = album
        album.source = .discogsDump
        album.sourceDate = status.dumpDate
        return album
    }

    private func read<Row>(_ sql: String, _ values: [DatabaseValue], row: (Statement) -> Row)
        throws(DatabaseError) -> [Row]
    {
        try database.query(sql, values) { statement in row(statement) }
    }

    /// The most of the index mapped into memory (address space, not resident memory: the
    /// kernel pages it in as read and may drop it again); the whole index of a full dump.
    static let mappedBytes = 4 << 30

    static func size(of path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }
}

@available(*, unavailable) extension DumpIndex: Sendable {}

extension DumpIndex: LocalAlbumIndex, CatalogNumberSource {
    package var services: [Service] { [.discogsDump] }

    /// The index a source plan uses (`SourcePlan.dumpIndex`): the one at `path` (`--index`,
    /// `CDSCAN_DUMP_INDEX`), else the one at the default place; nil when the plan uses none.
    ///
    /// A required index that is missing or unreadable throws; one used when present is
    /// passed over when it cannot be read (the services still answer).
    package static func open(_ use: SourcePlan.IndexUse, at path: String? = nil, environment: [String: String])
        throws(DumpError) -> DumpIndex?
    {
        guard use != .unused else { return nil }
        let required = use == .required
        let path = path ?? defaultPath(environment: environment)
        guard required || exists(at: path) else { return nil }
        do {
            return try DumpIndex(path: path)
        } catch {
            if required { throw error }
            return nil
        }
    }

    package func storedDetails(releaseID: String) throws(LookupError) -> ReleaseDetails? {
        do {
            return try details(releaseID: releaseID)
        } catch {
            throw unreadable(error, subject: "release \(releaseID)")
        }
    }

    package func storedRelease(id: String) throws(LookupError) -> FetchedRelease? {
        do {
            return try release(id: id)
        } catch {
            throw unreadable(error, subject: "release \(id)")
        }
    }

    /// An index imported before catalogue numbers were kept is asked for one only when it is
    /// the only source (`--source dump`), to say so; else the services answer alone.
    package var answersCatalogNumbers: Bool { status.holdsCatalogNumbers }

    /// The releases numbered `catalogNumber` from the index alone; `.olderIndex` from an index
    /// that holds none, and an index that cannot be read reads as a service that answered nonsense.
    package func lookup(catalogNumber: CatalogNumber, label: String?) throws(LookupError) -> LookupOutcome {
        let albums: [Album]?
        do {
            albums = try self.albums(forCatalogNumber: catalogNumber, label: label)
        } catch {
            throw unreadable(error, subject: "catalogue number \(catalogNumber.text)")
        }
        guard let albums else { throw .olderIndex(path: status.path, lacking: "catalogue numbers") }
        return LookupOutcome(ranking: albums)
    }

    /// The releases carrying `gtin` from the index alone; an index that cannot
    /// be read reads as a service that answered nonsense.
    package func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome {
        do {
            let albums = try albums(for: gtin)
            guard let best = albums.first else { return .notFound }
            return .found(best: best, alternatives: Array(albums.dropFirst()))
        } catch {
            throw unreadable(error, subject: gtin.canonical)
        }
    }

    /// The lookup's failure when the index cannot be read for `subject`: SQLite's own words
    /// (`DatabaseError` describes itself), worded around by Presentation.
    private func unreadable(_ error: DatabaseError, subject: String) -> LookupError {
        .unreadableIndex(path: status.path, subject: subject, reason: error.description)
    }
}
