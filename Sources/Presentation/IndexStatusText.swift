import DumpIndex
import Foundation

/// What the dump index holds, as `cdscan dump status` shows it (plain or JSON).
package enum IndexStatusText {
    /// The lines `cdscan dump status` prints: one field a line, the counts grouped by thousands.
    package static func text(_ status: IndexStatus) -> String {
        let counts = status.counts
        let number = ImportProgressBar.grouped
        return """
            index:       \(status.path)
            dump file:   \(status.file)
            dump date:   \(status.dumpDate ?? "unknown")
            imported:    \(status.importedAt)
            releases:    \(number(counts.releases)) with barcodes (\(number(counts.releasesRead)) read, \
            \(number(counts.withoutBarcode)) without a barcode)
            barcodes:    \(number(counts.barcodes)) GTINs, \(number(counts.rawBarcodes)) \(counts.rawBarcodes == 1 ? "value that is" : "values that are") not a valid GTIN (kept, not matched)
            catalogue:   \(catalogue(status))
            tracklists:  \(status.tracklists ? "yes" : "no (import with --tracklists for --details)")
            size:        \(number(Int(status.bytes / 1024))) KiB
            format:      \(status.format)\(older(status))

            """
    }

    /// The catalogue numbers an index holds, or that an older one holds none.
    private static func catalogue(_ status: IndexStatus) -> String {
        guard status.holdsCatalogNumbers else { return "no catalogue numbers (an older index)" }
        let counts = status.counts
        return "\(ImportProgressBar.grouped(counts.catalogNumbers)) catalogue numbers; "
            + "\(Plural.count(counts.catalogNumberOnly, "release")) kept without a barcode, for its catalogue number"
    }

    /// What importing the dump again would bring an older index; empty for a current one.
    private static func older(_ status: IndexStatus) -> String {
        guard status.isOlderFormat else { return "" }
        let faster = status.format < 2 ? "faster lookups and " : ""
        return " (an older index: import the dump again for \(faster)catalogue numbers offline)"
    }

    /// `cdscan dump status --json`: one object, its keys sorted (`dump_date` null when unknown).
    package static func json(_ status: IndexStatus) -> String {
        let object: [String: Any] = [
            "index": status.path, "file": status.file, "dump_date": status.dumpDate ?? NSNull(),
            "imported_at": status.importedAt, "releases_read": status.counts.releasesRead,
            "releases": status.counts.releases, "without_barcode": status.counts.withoutBarcode,
            "barcodes": status.counts.barcodes, "raw_barcodes": status.counts.rawBarcodes,
            "catalog_numbers": status.holdsCatalogNumbers ? status.counts.catalogNumbers : NSNull(),
            "catalog_number_only": status.holdsCatalogNumbers ? status.counts.catalogNumberOnly : NSNull(),
            "tracklists": status.tracklists, "bytes": status.bytes, "format": status.format,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
