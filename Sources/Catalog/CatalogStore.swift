import Album
import Barcode
import Basics
import Foundation

/// The catalog: every barcode seen, where it came from and what its lookup found, in SQLite.
///
/// Each call commits on its own before returning, so a batch killed at any
/// point (kill -9 included) keeps every result already recorded, and a re-run
/// picks up the `pending` rest. Not `Sendable`: use a store from one task.
/// The Discogs token never reaches the store, which keeps no settings at all.
public final class CatalogStore {
    /// The schema version this cdscan writes (`PRAGMA user_version`).
    public static let schemaVersion = Schema.version
    /// How long a cached lookup may be reused: Discogs' terms allow six hours.
    public static let defaultCacheAge: TimeInterval = 6 * 60 * 60
    /// The path that opens a private catalog in memory, for tests and dry runs.
    public static let inMemoryPath = ":memory:"

    /// Where the catalog is.
    public let path: String
    let database: Database
    /// The clock for every timestamp the store writes or compares (its wall-clock `date()`).
    let clock: any TimeSource
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
    let decoder = JSONDecoder()

    /// The wall-clock time now, for a timestamp.
    func now() -> Date { clock.date() }

    /// Opens the catalog at `path`, creating it (and its directory, mode 0700)
    /// unless `create` is false, and bringing its schema up to date.
    ///
    /// The file and its -wal and -shm companions are readable by their owner
    /// alone (0600). `clock` tells the time of every timestamp the store writes
    /// or compares; tests pass a manual one.
    public init(path: String, create: Bool = true, clock: any TimeSource = SystemClock()) throws(CatalogError) {
        let onDisk = path != Self.inMemoryPath
        if onDisk {
            if !PrivateFiles.exists(path) {
                guard create else { throw .missing(path: path) }
                try PrivateFiles.createDirectory(PrivateFiles.directory(of: path))
                try PrivateFiles.createFile(path)
            }
            PrivateFiles.restrictToOwner(path)
        }
        do {
            database = try Database(path: path, create: create)
        } catch {
            throw .database(path: path, error)
        }
        self.path = path
        self.clock = clock
        let newer = try run { () throws(DatabaseError) in try Schema.migrate(database) }
        if let newer { throw .newerSchema(path: path, found: newer, supported: Self.schemaVersion) }
        if onDisk {
            PrivateFiles.restrictToOwner(path + "-wal")
            PrivateFiles.restrictToOwner(path + "-shm")
        }
    }

    /// `$XDG_DATA_HOME/cdscan/catalog.sqlite`, or `~/.local/share/cdscan/catalog.sqlite`
    /// when XDG_DATA_HOME is unset or not absolute (the XDG spec says to ignore it then).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return trimmingSlashes(data) + "/" + pathInDataHome
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return trimmingSlashes(home) + "/.local/share/" + pathInDataHome
    }

    /// The default path as help shows it: "$XDG_DATA_HOME/cdscan/catalog.sqlite".
    public static let defaultPathDescription = "$XDG_DATA_HOME/" + pathInDataHome

    /// Where the catalog is under the XDG data directory.
    private static let pathInDataHome = "cdscan/catalog.sqlite"

    /// Records that `gtin` was seen; returns whether it needs a lookup.
    ///
    /// A new barcode is added as `pending` with its source, notes and the
    /// current time. A known one keeps its first source and time (so re-runs
    /// add nothing); non-empty `notes` replace the old ones. The answer is true
    /// for `pending` and `error` items, and for `not_found` ones when `retry`.
    @discardableResult
    public func record(_ gtin: GTIN, source: String, notes: String = "", retry: Bool = false) throws(CatalogError)
        -> Bool
    {
        let status = try run { () throws(DatabaseError) in
            try database.query(
                """
                INSERT INTO items (barcode, format, digits, status, source, notes, scanned_at)
                VALUES (?, ?, ?, 'pending', ?, ?, ?)
                ON CONFLICT (barcode) WHERE format IS NOT NULL DO UPDATE
                SET notes = CASE WHEN excluded.notes != '' THEN excluded.notes ELSE notes END
                RETURNING status
                """,
                [
                    .text(gtin.ean13), .text(gtin.format.rawValue), .text(gtin.storedDigits), .text(source),
                    .text(notes), .text(Timestamp.string(now())),
                ]
            ) { $0.text(0) }.first ?? nil
        }
        guard let status, let known = ItemStatus(rawValue: status) else {
            throw .damagedItem(path: path, barcode: gtin.ean13, reason: "unknown status \(status ?? "NULL")")
        }
        return known.needsLookup(retry: retry)
    }

    /// Records an input line that is not a barcode, with the reason.
    ///
    /// Put the line number in `source` ("file:barcodes.txt:12"): the row is
    /// unique per source and text, so a re-run updates the reason instead of
    /// adding the line again.
    public func recordInvalid(_ text: String, source: String, reason: String) throws(CatalogError) {
        try run { () throws(DatabaseError) in
            try database.run(
                """
                INSERT INTO items (barcode, status, source, error, scanned_at) VALUES (?, 'invalid', ?, ?, ?)
                ON CONFLICT (source, barcode) WHERE format IS NULL DO UPDATE SET error = excluded.error
                """,
                [.text(text), .text(source), .text(reason), .text(Timestamp.string(now()))])
        }
    }

    /// Saves the outcome of looking `gtin` up, replacing any earlier one (and the details of
    /// the release it had), and commits it before returning; counts the attempt and stamps the time.
    public func recordResult(_ outcome: CatalogOutcome, for gtin: GTIN) throws(CatalogError) {
        let (album, alternatives, error): (Album?, [Album], String?) =
            switch outcome {
            case .found(let best, let others): (best, others, nil)
            case .notFound: (nil, [], nil)
            case .ambiguous(let candidates): (nil, candidates, nil)
            case .error(let message): (nil, [], message)
            }
        let albumJSON = try album.map { album throws(CatalogError) in try encode(album, barcode: gtin.ean13) }
        let alternativesJSON = try encode(alternatives, barcode: gtin.ean13)
        let changed = try run { () throws(DatabaseError) in
            try database.run(
                """
                UPDATE items SET status = ?, album = ?, alternatives = ?, error = ?, looked_up_at = ?,
                    attempts = attempts + 1, details = NULL
                WHERE barcode = ? AND format IS NOT NULL
                """,
                [
                    .text(outcome.status.rawValue), .text(albumJSON), .text(alternativesJSON), .text(error),
                    .text(Timestamp.string(now())), .text(gtin.ean13),
                ])
            return database.changes
        }
        if changed == 0 { throw .notInCatalog(barcode: gtin.ean13) }
    }

    /// Records the release a person chose for `gtin` (an `ambiguous` item, usually): `found`,
    /// with the other candidates as alternatives. Not a lookup, so the attempts stay as they are.
    /// Details of an earlier choice are dropped.
    public func recordChoice(_ album: Album, alternatives: [Album], for gtin: GTIN) throws(CatalogError) {
        let albumJSON = try encode(album, barcode: gtin.ean13)
        let alternativesJSON = try encode(alternatives, barcode: gtin.ean13)
        let changed = try run { () throws(DatabaseError) in
            try database.run(
                """
                UPDATE items SET status = 'found', album = ?, alternatives = ?, error = NULL, details = NULL
                WHERE barcode = ? AND format IS NOT NULL
                """,
                [.text(albumJSON), .text(alternativesJSON), .text(gtin.ean13)])
            return database.changes
        }
        if changed == 0 { throw .notInCatalog(barcode: gtin.ean13) }
    }

    /// The barcodes that need a lookup, in the order they were first seen:
    /// `pending` and `error` ones, plus `not_found` ones when `retry`.
    public func pending(retry: Bool = false) throws(CatalogError) -> [GTIN] {
        let statuses = ItemStatus.allCases.filter { $0.needsLookup(retry: retry) }
        let placeholders = statuses.map { _ in "?" }.joined(separator: ", ")
        let rows = try run { () throws(DatabaseError) in
            try database.query(
                "SELECT barcode, format, digits FROM items WHERE format IS NOT NULL AND status IN (\(placeholders)) ORDER BY id",
                statuses.map { .text($0.rawValue) }
            ) { ($0.text(0) ?? "", $0.text(1) ?? "", $0.text(2) ?? "") }
        }
        return try rows.map { barcode, format, digits throws(CatalogError) in
            guard let gtin = GTIN(storedDigits: digits, format: format, barcode: barcode) else {
                throw .damagedItem(path: path, barcode: barcode, reason: "\(digits) is not a valid \(format)")
            }
            return gtin
        }
    }

    /// How many items are in each status; every status is present, zero when none.
    public func counts() throws(CatalogError) -> [ItemStatus: Int] {
        let rows = try run { () throws(DatabaseError) in
            try database.query("SELECT status, count(*) FROM items GROUP BY status") {
                ($0.text(0) ?? "", Int($0.integer(1)))
            }
        }
        var counts = Dictionary(uniqueKeysWithValues: ItemStatus.allCases.map { ($0, 0) })
        for (status, count) in rows {
            guard let known = ItemStatus(rawValue: status) else {
                throw .damagedItem(path: path, barcode: "(\(count) items)", reason: "unknown status \(status)")
            }
            counts[known] = count
        }
        return counts
    }

    /// Runs database work, naming this catalog in any error.
    func run<Result>(_ body: () throws(DatabaseError) -> Result) throws(CatalogError) -> Result {
        do {
            return try body()
        } catch {
            throw .database(path: path, error)
        }
    }

    func encode(_ value: some Encodable, barcode: String) throws(CatalogError) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .damagedItem(path: path, barcode: barcode, reason: "\(error)")
        }
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}

// The CatalogStore handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CatalogStore: Sendable {}
