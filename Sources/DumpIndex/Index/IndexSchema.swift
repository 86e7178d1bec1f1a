/// The index's tables: one row per release that carries a barcode, one per barcode.
///
/// `releases.json` is the release as Discogs' API writes it (see
/// `DumpRelease.apiJSON`); `main` and `quality` are the ranking keys the dump
/// has in place of owner counts (see `DumpRanking`). `barcodes.gtin` is the
/// 13-digit GTIN as a number; values that are no valid GTIN go to
/// `raw_barcodes`, kept but never matched.
enum IndexSchema {
    /// The format this cdscan writes and reads; a newer file is refused.
    static let version = 1

    static let create = """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE releases (
            id INTEGER PRIMARY KEY, main INTEGER NOT NULL, quality INTEGER NOT NULL, json TEXT NOT NULL);
        CREATE TABLE barcodes (gtin INTEGER NOT NULL, release INTEGER NOT NULL);
        CREATE TABLE raw_barcodes (value TEXT NOT NULL, release INTEGER NOT NULL);
        """

    // Built once the rows are in: sorting a finished table is far faster than
    // keeping an index in order through millions of inserts. Covering, so a
    // lookup reads the index alone before fetching the releases.
    static let createIndexes = "CREATE INDEX barcodes_by_gtin ON barcodes (gtin, release);"

    static let insertRelease = "INSERT INTO releases (id, main, quality, json) VALUES (?, ?, ?, ?)"
    static let insertBarcode = "INSERT INTO barcodes (gtin, release) VALUES (?, ?)"
    static let insertRawBarcode = "INSERT INTO raw_barcodes (value, release) VALUES (?, ?)"
    static let insertMeta = "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"

    static let releasesForGTIN = """
        SELECT r.id, r.json FROM barcodes b JOIN releases r ON r.id = b.release
        WHERE b.gtin = ? ORDER BY r.main DESC, r.quality DESC, r.id ASC
        """
    static let releaseByID = "SELECT json FROM releases WHERE id = ?"
    static let meta = "SELECT key, value FROM meta"
}
