/// The index's tables: one row per release that carries a barcode or a catalogue number, one
/// per barcode, one per catalogue number.
///
/// `releases` holds each release's album in columns (`StoredAlbum`, from format 2) and,
/// with `--tracklists`, `json`: the release as Discogs' API writes it (see
/// `DumpRelease.apiJSON`), for `--details`; format 1 held that JSON for every release and
/// no columns, and is still read (the slow way). `main` and `quality` are the ranking keys
/// the dump has in place of owner counts (see `DumpRanking`). `barcodes.gtin` is the
/// 13-digit GTIN as a number; values that are no valid GTIN go to
/// `raw_barcodes`, kept but never matched. `catnos.key` is each label's catalogue number as
/// `CatalogNumber.key` compares it (upper case, no spaces, dashes or dots; from format 3:
/// an older index answers barcodes but not catalogue numbers, and kept no release without a barcode).
enum IndexSchema {
    /// The format this cdscan writes; it reads this one and the older, and refuses a newer file.
    static let version = 3
    /// The first format that holds catalogue numbers (`catnos`).
    static let catalogNumbersSince = 3

    static let create = """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE releases (
            id INTEGER PRIMARY KEY, main INTEGER NOT NULL, quality INTEGER NOT NULL,
            artist TEXT NOT NULL, title TEXT NOT NULL, year INTEGER, labels TEXT, catno TEXT, format TEXT NOT NULL,
            media TEXT, country TEXT, genres TEXT, styles TEXT, json TEXT);
        CREATE TABLE barcodes (gtin INTEGER NOT NULL, release INTEGER NOT NULL);
        CREATE TABLE raw_barcodes (value TEXT NOT NULL, release INTEGER NOT NULL);
        CREATE TABLE catnos (key TEXT NOT NULL, release INTEGER NOT NULL);
        """

    // Built once the rows are in: sorting a finished table is far faster than
    // keeping an index in order through millions of inserts. Covering, so a
    // lookup reads the index alone before fetching the releases.
    static let createIndexes = """
        CREATE INDEX barcodes_by_gtin ON barcodes (gtin, release);
        CREATE INDEX catnos_by_key ON catnos (key, release);
        """

    static let insertRelease = """
        INSERT INTO releases (id, main, quality, \(StoredAlbum.columns), json)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let insertBarcode = "INSERT INTO barcodes (gtin, release) VALUES (?, ?)"
    static let insertRawBarcode = "INSERT INTO raw_barcodes (value, release) VALUES (?, ?)"
    static let insertCatalogNumber = "INSERT INTO catnos (key, release) VALUES (?, ?)"
    static let insertMeta = "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"

    /// The releases carrying a GTIN, best first: their ids and `StoredAlbum` columns.
    static let releasesForGTIN = """
        SELECT r.id, \(StoredAlbum.columns.split(separator: ", ").map { "r.\($0)" }.joined(separator: ", "))
        FROM barcodes b JOIN releases r ON r.id = b.release
        WHERE b.gtin = ? ORDER BY r.main DESC, r.quality DESC, r.id ASC
        """
    /// The releases numbered so (`catnos.key`), best first, as `releasesForGTIN` gives them.
    static let releasesForCatalogNumber = """
        SELECT r.id, \(StoredAlbum.columns.split(separator: ", ").map { "r.\($0)" }.joined(separator: ", "))
        FROM catnos c JOIN releases r ON r.id = c.release
        WHERE c.key = ? ORDER BY r.main DESC, r.quality DESC, r.id ASC
        """
    static let releaseByID = "SELECT json, \(StoredAlbum.columns) FROM releases WHERE id = ?"
    /// `releasesForGTIN` and `releaseByID` in format 1: the JSON alone.
    static let releasesForGTINVersion1 = """
        SELECT r.id, r.json FROM barcodes b JOIN releases r ON r.id = b.release
        WHERE b.gtin = ? ORDER BY r.main DESC, r.quality DESC, r.id ASC
        """
    static let releaseByIDVersion1 = "SELECT json FROM releases WHERE id = ?"
    static let meta = "SELECT key, value FROM meta"
}
