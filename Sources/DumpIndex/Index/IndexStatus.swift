import Basics
import Foundation

/// What `dump status` says about an index.
package struct IndexStatus: Sendable, Equatable {
    /// Where the index is.
    package var path: String
    /// The dump file it was imported from, as given.
    package var file: String
    /// The dump's date, YYYY-MM-DD; nil when neither the file name nor `--date` gave one.
    package var dumpDate: String?
    /// When the import finished (UTC, ISO 8601).
    package var importedAt: String
    /// What the import found.
    package var counts: ImportCounts
    /// Whether tracklists were imported (`--tracklists`): `--details` can then answer from the index.
    package var tracklists: Bool
    /// The index's size on disk in bytes.
    package var bytes: Int64
    /// The index's format (`meta.format`): 2 keeps each release's album in columns; a format 1
    /// index maps every answer from the release's JSON, and a new import makes lookups faster.
    package var format: Int

    /// Whether a new import would make lookups from this index faster (an older format).
    package var isOlderFormat: Bool { format < IndexSchema.version }
    /// Whether the index can answer catalogue numbers (format 3 on); an older one must be imported again.
    package var holdsCatalogNumbers: Bool { format >= IndexSchema.catalogNumbersSince }

    /// The `meta` rows an import records.
    static func meta(file: String, date: String?, counts: ImportCounts, tracklists: Bool) -> [String: String] {
        var meta = [
            "format": String(IndexSchema.version), "file": file,
            "imported_at": Timestamp.string(Date()),
            "releases_read": String(counts.releasesRead), "releases": String(counts.releases),
            "barcodes": String(counts.barcodes), "raw_barcodes": String(counts.rawBarcodes),
            "catalog_numbers": String(counts.catalogNumbers), "catalog_number_only": String(counts.catalogNumberOnly),
            "tracklists": tracklists ? "1" : "0",
        ]
        if let date { meta["dump_date"] = date }
        return meta
    }

}

extension IndexStatus {
    /// The status from the `meta` rows of the index at `path`.
    init(path: String, meta: [String: String], bytes: Int64) {
        func number(_ key: String) -> Int { meta[key].flatMap { Int($0) } ?? 0 }
        var counts = ImportCounts()
        counts.releasesRead = number("releases_read")
        counts.releases = number("releases")
        counts.barcodes = number("barcodes")
        counts.rawBarcodes = number("raw_barcodes")
        counts.catalogNumbers = number("catalog_numbers")
        counts.catalogNumberOnly = number("catalog_number_only")
        self.init(
            path: path, file: meta["file"] ?? "", dumpDate: meta["dump_date"], importedAt: meta["imported_at"] ?? "",
            counts: counts, tracklists: meta["tracklists"] == "1", bytes: bytes, format: number("format"))
    }
}
