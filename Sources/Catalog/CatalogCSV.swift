import Album
import Basics
import Foundation

/// The catalog as a file: cdscan's own CSV columns, the same for spreadsheets, the columns of
/// Discogs' collection export, or JSON lines.
package enum CatalogCSV {
    /// Which file to write.
    package enum Format: String, Sendable, CaseIterable {
        /// Every item, with ``CatalogCSV/columns``.
        case cdscan
        /// Items with a Discogs release only, with ``CatalogCSV/discogsColumns``, for Discogs' import.
        case discogs
        /// ``cdscan`` for spreadsheets: a UTF-8 byte order mark (so Excel reads UTF-8), every code
        /// column (``CatalogCSV/codeColumns``) that a spreadsheet would read as a number written
        /// as `="0029667431224"`, which Excel, LibreOffice and Google Sheets keep as text with its
        /// leading zeros, and the formula guard (``CSVWriter/defendsAgainstFormulas``). Only here:
        /// the other formats are read by programs and by Discogs, which would keep the guard's `'`.
        case spreadsheet
        /// One JSON object per item and line (``CatalogJSONL``).
        case jsonl
    }

    /// The one separator between the values of a list in a cell (genres, styles, labels, alternatives).
    static let listSeparator = "; "

    /// The header of the cdscan format, in order. `barcode` is the item's barcode: a barcode's
    /// GTIN-13, a disc's MCN (when it is a valid barcode), an invalid line's text, empty for the
    /// other kinds; `source` is where the copy came from (a list, a photo, the camera, a drive);
    /// `service` the database that answered (`discogs`, `musicbrainz`); `item` the copy's number
    /// (`cdscan items`), `kind` what it is known by (``ItemKind``) and `code` that itself (the
    /// GTIN-13, the catalogue number as typed, the disc ID, the photo); `copies` how many copies
    /// of its release the catalogue holds (``CatalogItem/releaseKey``: of its code when it has none);
    /// `location`, `paid` (the amount as typed), `currency` (ISO 4217), `bought` (YYYY-MM-DD) and
    /// `tags` (separated by "; ") the collector's record (``CopyRecord``);
    /// `error` why an `invalid` row is no barcode, or why an `error` row's lookup failed;
    /// then the copy's value from the prices `cdscan value` kept (``KeptValue``, after `error` so
    /// that every column before keeps its place): `value` (the amount as Discogs gave it),
    /// `value_currency`, `value_basis` (`suggestion` or `lowest_listing`), `lowest_price` (the
    /// lowest listing, "12.50 USD"), `for_sale` (copies for sale) and `valued_at` (when the
    /// prices were fetched), each empty where nothing is kept.
    package static let columns = [
        "barcode", "status", "artist", "title", "year", "label", "catno", "format", "country", "genres", "styles",
        "release_id", "url", "alternatives", "source", "notes", "scanned_at", "service", "item", "kind", "copies",
        "rating", "media_condition", "sleeve_condition", "folder", "code", "location", "paid", "currency", "bought",
        "tags", "error", "value", "value_currency", "value_basis", "lowest_price", "for_sale", "valued_at",
    ]

    /// The columns that hold a code, which a spreadsheet must not read as a number.
    static let codeColumns: Set<String> = ["barcode", "catno", "code"]

    /// The header of Discogs' own collection export, in order.
    static let discogsColumns = DiscogsExport.columns

    /// The header followed by one row per item (per Discogs release for `.discogs`), in the
    /// items' order, with their `values` and `failureTexts` (their failures in Presentation's
    /// words), both by item number (Discogs' format has no such columns); `.jsonl` has no rows
    /// and gives the cdscan ones.
    package static func rows(
        for items: [CatalogItem], format: Format, values: [Int64: KeptValue] = [:],
        failureTexts: [Int64: String]
    ) -> [[String]] {
        switch format {
        case .cdscan, .spreadsheet, .jsonl:
            let copies = copyCounts(items)
            return [columns]
                + items.map {
                    row($0, copies: copies[$0.releaseKey, default: 1], error: failureTexts[$0.id])
                        + valueCells(values[$0.id])
                }
        case .discogs: return [discogsColumns] + items.compactMap(DiscogsExport.row)
        }
    }

    /// The whole file for `items`, with their `values` and `failureTexts` (by item number).
    /// `failureTexts` has no default, here or in the other writers: a caller that forgot it would
    /// write an empty error column for every failed item.
    package static func document(
        for items: [CatalogItem], format: Format, values: [Int64: KeptValue] = [:],
        failureTexts: [Int64: String]
    ) -> String {
        switch format {
        case .cdscan, .discogs:
            CSVWriter(defendsAgainstFormulas: false).encode(
                rows(for: items, format: format, values: values, failureTexts: failureTexts))
        case .spreadsheet: spreadsheet(items, values: values, failureTexts: failureTexts)
        case .jsonl: CatalogJSONL.document(for: items, values: values, failureTexts: failureTexts)
        }
    }

    /// Writes the file for `items` to `output` (atomically when it is a regular file).
    package static func export(
        _ items: [CatalogItem], format: Format, values: [Int64: KeptValue] = [:],
        failureTexts: [Int64: String], to output: OutputFile
    ) throws(OutputFileError) {
        try output.write(document(for: items, format: format, values: values, failureTexts: failureTexts))
    }

    /// Writes the file for `items` to `path` (`-` for standard output), as ``OutputFile`` does;
    /// a failure is ``CatalogError/output(_:)``, worded as the OutputFile's own.
    package static func export(
        _ items: [CatalogItem], format: Format, values: [Int64: KeptValue] = [:],
        failureTexts: [Int64: String], to path: String
    ) throws(CatalogError) {
        do {
            try export(items, format: format, values: values, failureTexts: failureTexts, to: try OutputFile(path))
        } catch {
            throw .output(error)
        }
    }

    /// One item in cdscan's columns, `error` its failure in Presentation's words. An ambiguous
    /// item has its best candidate's fields and service, and every candidate's id in `alternatives`.
    static func row(_ item: CatalogItem, copies: Int = 1, error: String? = nil) -> [String] {
        let album = item.bestAlbum
        let list = listSeparator
        return [
            barcodeCell(item), item.status.rawValue, album?.artist ?? "",
            album?.title ?? "", album?.year.map(String.init) ?? "", album?.labels.joined(separator: list) ?? "",
            album?.catalogNumber ?? "", album?.format ?? "", album?.country ?? "",
            album?.genres.joined(separator: list) ?? "", album?.styles.joined(separator: list) ?? "",
            album?.releaseID ?? "", album?.url ?? "", item.alternatives.map(\.releaseID).joined(separator: list),
            item.source, item.notes, Timestamp.string(item.scannedAt), album?.source.rawValue ?? "",
            String(item.id), item.kind.rawValue, String(copies), item.condition.rating.map(String.init) ?? "",
            item.condition.media ?? "", item.condition.sleeve ?? "", item.collection?.folder ?? "", item.barcode,
            item.record.location?.description ?? "", item.record.paid?.amount ?? "", item.record.paid?.currency ?? "",
            item.record.bought?.description ?? "", item.record.tags.joined(separator: list), error ?? "",
        ]
    }

    /// The value columns of a copy: all empty when nothing is kept; the value and its basis
    /// empty when the rule gave none.
    static func valueCells(_ kept: KeptValue?) -> [String] {
        guard let kept else { return Array(repeating: "", count: 6) }
        let price = kept.value.price
        return [
            price?.amount ?? "", price?.currency ?? "", price == nil ? "" : kept.value.basis.rawValue,
            kept.statistics?.lowestPrice?.text ?? "", kept.statistics.map { String($0.forSale) } ?? "",
            kept.value.fetchedAt.map(Timestamp.string) ?? "",
        ]
    }

    /// The `barcode` column: the barcode the item has, if any (an invalid line's text, to be fixed).
    static func barcodeCell(_ item: CatalogItem) -> String {
        switch item.kind {
        case .barcode, .invalid: item.barcode
        case .discID: item.mcn ?? ""
        case .noBarcode, .catalogNumber, .release: ""
        }
    }

    /// The copies of each release among `items` (``CatalogItem/releaseKey``).
    static func copyCounts(_ items: [CatalogItem]) -> [String: Int] {
        items.reduce(into: [:]) { counts, item in counts[item.releaseKey, default: 0] += 1 }
    }

    /// cdscan's columns with a byte order mark, codes that spreadsheets keep as text, and the formula guard.
    private static func spreadsheet(
        _ items: [CatalogItem], values: [Int64: KeptValue], failureTexts: [Int64: String]
    ) -> String {
        let writer = CSVWriter(defendsAgainstFormulas: true)
        let rows = rows(for: items, format: .spreadsheet, values: values, failureTexts: failureTexts)
        let protected = Set(columns.indices.filter { codeColumns.contains(columns[$0]) })
        var text = "\u{FEFF}" + writer.encodeRow(rows[0])
        for row in rows.dropFirst() {
            text +=
                row.indices.map { index in
                    let cell = row[index]
                    // Such a cell holds no comma or quote: the ="…" needs no quoting (nor the guard).
                    guard protected.contains(index), readsAsNumber(cell) else {
                        return writer.encodeField(cell)
                    }
                    return "=\"\(cell)\""
                }.joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// Whether a spreadsheet would take `cell` for a number or a date and drop its zeros or form:
    /// digits, with at most spaces, `-`, `.` and `/` between them ("0029667431224", "7243 8 40456 2 3").
    static func readsAsNumber(_ cell: String) -> Bool {
        guard let first = cell.first, first.isASCII, first.isNumber else { return false }
        return cell.allSatisfy { $0.isASCII && ($0.isNumber || " -./".contains($0)) }
    }
}
