import Album
import Barcode
import Basics
import Foundation
import SQLite

/// The catalog: every copy recorded, where it came from and what its lookup found, in SQLite.
///
/// An item is one physical copy (``ItemKind`` lists what an item can be known by;
/// ``CopyIdentity`` what makes a code recorded again the same copy). Lookups are per code:
/// a result is saved on every copy of the code, except that a person's choice of release
/// (``pick(_:alternatives:item:)``) stays. Each call commits on its own before returning, so a batch killed at any
/// point (kill -9 included) keeps every result already recorded, and a re-run
/// picks up the `pending` rest. Not `Sendable`: use a store from one task.
/// The Discogs token never reaches the store, which keeps no settings at all.
package final class CatalogStore {
    /// The schema version this cdscan writes (`PRAGMA user_version`).
    static let schemaVersion = Schema.version
    /// How long a cached lookup may be reused: Discogs' terms allow six hours.
    package static let defaultCacheAge: TimeInterval = 6 * 60 * 60
    /// The oldest a cached lookup `--max-age` may accept: ten years, far beyond any use, and
    /// a date cdscan can still compute and write.
    package static let maximumCacheAge: TimeInterval = 3650 * 24 * 60 * 60
    /// The most copies of one code `items edit --copies` may ask for: a collection's worth,
    /// not a disk's (100,000,000 once wrote until the disk was full).
    package static let maximumCopies = 1000
    /// The path that opens a private catalog in memory, for tests and dry runs.
    static let inMemoryPath = ":memory:"

    /// Where the catalog is.
    package let path: String
    let database: Database
    /// The clock for every timestamp the store writes or compares (its wall-clock `date()`).
    let clock: any TimeSource
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
    let decoder = JSONDecoder()
    /// The albums written in this process, to read them back without decoding (`AlbumMemo`).
    let memo = AlbumMemo()
    /// The copies of the codes recorded lately (`CopyCounts`).
    let copyCounts = CopyCounts()
    /// Where every copy this store records is put (`catalog --location`): a new copy and one
    /// recorded again alike; nil leaves the location as it is.
    package var locationOfRecordedCopies: ShelfLocation?

    /// The wall-clock time now, for a timestamp.
    func now() -> Date { clock.date() }

    /// Opens the catalog at `path`, creating it (and its directory, mode 0700)
    /// unless `create` is false, and bringing its schema up to date.
    ///
    /// A file already at `path` is checked before anything changes it (`CatalogFile`): one
    /// that is not a catalogue (a device, a FIFO, an empty file, another user's, one with
    /// another hard link, another program's database) is refused with `notACatalog` and left
    /// exactly as it was. The file and its -wal and -shm companions are readable by their
    /// owner alone (0600). `readOnly` (`items list`, `export`, `backup`) changes nothing on
    /// a catalogue of this cdscan's schema: no mode, no journal mode, no migration.
    /// `clock` tells the time of every timestamp the store writes or compares; tests pass a manual one.
    package init(
        path: String, create: Bool = true, readOnly: Bool = false, clock: any TimeSource = SystemClock()
    ) throws(CatalogError) {
        let onDisk = path != Self.inMemoryPath
        var mode: Database.OpenMode = create ? .create : .readWrite
        if onDisk {
            if FileStatus(path: CatalogFile.target(of: path)) == nil {
                guard create, !readOnly else { throw .missing(path: path) }
                _ = try CatalogFile.create(at: path)
            }
            try CatalogFile.check(path)
            mode = .readWrite
            if readOnly, let version = SQLiteFileHeader(path: CatalogFile.target(of: path)).userVersion {
                if version > Self.schemaVersion {
                    throw .newerSchema(path: path, found: Int(version), supported: Self.schemaVersion)
                }
                // An older schema is brought up to date first: this cdscan reads no other.
                if version == Self.schemaVersion { mode = .reading }
            }
            if mode != .reading { PrivateFiles.restrictToOwner(CatalogFile.target(of: path)) }
        }
        do {
            database = try Database(path: path, mode: mode)
        } catch {
            throw .database(path: path, error)
        }
        self.path = path
        self.clock = clock
        guard mode != .reading else { return }
        let newer = try run { () throws(DatabaseError) in try Schema.migrate(database) }
        if let newer { throw .newerSchema(path: path, found: newer, supported: Self.schemaVersion) }
        if onDisk {
            PrivateFiles.restrictToOwner(CatalogFile.target(of: path) + "-wal")
            PrivateFiles.restrictToOwner(CatalogFile.target(of: path) + "-shm")
        }
    }

    /// `$XDG_DATA_HOME/cdscan/catalog.sqlite`, or `~/.local/share/cdscan/catalog.sqlite`
    /// when XDG_DATA_HOME is unset or not absolute (`DataFolder`).
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DataFolder.path(environment: environment) + "/" + fileName
    }

    /// The default path as help shows it: "$XDG_DATA_HOME/cdscan/catalog.sqlite".
    package static let defaultPathDescription = DataFolder.description + "/" + fileName

    /// The catalogue's name in the data folder.
    private static let fileName = "catalog.sqlite"

    /// The one-writer lock (`lockForWriting()`), or nil for a store that only reads.
    private(set) var writerLock: CatalogLock?

    deinit {
        if let writerLock, (try? writerLock.checkStillNamed()) == nil { saveWALOfMovedFile() }
    }

    /// Copies what the WAL holds into the database file itself (its descriptor, whatever its
    /// name now). SQLite names the WAL after the path it opened and, closing a file that was
    /// renamed, neither checkpoints nor deletes it: the commits would stay in a WAL of the old
    /// name that no run on the new one reads.
    private func saveWALOfMovedFile() {
        try? database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Takes the catalogue's one-writer lock (`CatalogLock`: `inUse` when another run holds
    /// it, whatever name it used) and keeps it until the store's connection is closed. From
    /// then on, every call first checks that the path still leads to the locked file, and
    /// throws `replaced` rather than write to a catalogue renamed or replaced under the run.
    package func lockForWriting() throws(CatalogError) {
        guard writerLock == nil, path != Self.inMemoryPath else { return }
        let lock = try CatalogLock(databasePath: path)
        writerLock = lock
        database.heldUntilClosed = lock
    }

    /// Runs database work, naming this catalog in any error.
    func run<Result>(_ body: () throws(DatabaseError) -> Result) throws(CatalogError) -> Result {
        do throws(CatalogError) {
            try writerLock?.checkStillNamed()
        } catch {
            saveWALOfMovedFile()
            throw error
        }
        do {
            return try body()
        } catch {
            throw .database(path: path, error)
        }
    }

    /// `value` as JSON; albums have their own, faster writer with the same bytes (`StoredAlbumJSON`).
    func encode(_ value: some Encodable, barcode: String) throws(CatalogError) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only Foundation's EncodingError reaches here: its text is Foundation's own.
            throw .damagedItem(path: path, barcode: barcode, damage: .unencodable(detail: "\(error)"))
        }
    }

    /// `failure` as the `error` column keeps it: JSON, or an earlier cdscan's words as they were
    /// (``StoredFailure/init(storedText:decoder:)`` reads it back).
    func storedText(_ failure: StoredFailure?, barcode: String) throws(CatalogError) -> String? {
        switch failure {
        case nil: nil
        case .recordedText(let text): text
        case let failure?: try encode(failure, barcode: barcode)
        }
    }
}

// The CatalogStore handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CatalogStore: Sendable {}
