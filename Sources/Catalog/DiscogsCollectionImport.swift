import Album
import Basics
import Foundation

/// A Discogs collection export (Collection → Export in Discogs' web site), read for
/// `cdscan items import`: recognised by its header, one ``Row`` per copy.
///
/// Discogs writes `Catalog#, Artist, Title, Label, Format, Rating, Released, release_id,
/// CollectionFolder, Date Added, Collection Media Condition, Collection Sleeve Condition,
/// Collection Notes`, then a column per custom field of the user's; columns are found by name,
/// in any order, and the others ignored. The export has no barcodes: each release is fetched.
package enum DiscogsCollectionImport {
    /// One row: a copy of a Discogs release with what the collector recorded about it.
    package struct Row: Sendable, Equatable {
        /// The row's number in the file, the header being 1.
        package var row: Int
        package var releaseID: String
        /// The release as the export describes it, until it is fetched.
        package var album: Album
        package var folder: String
        /// When it was added to the collection; nil when the cell is empty or unreadable.
        package var dateAdded: Date?
        /// The rating and grades as `items edit` accepts them (grades by their full names); a
        /// value it refuses is left out and kept in ``refused``.
        package var condition: CopyCondition
        package var notes: String
        /// The rating and grades of the row that `items edit` would refuse, not recorded.
        package var refused: [CopyFieldError] = []

        /// The values of this row that are not recorded, nil when none.
        package var refusal: Refusal? { refused.isEmpty ? nil : Refusal(row: row, values: refused) }
    }

    /// A row imported without some of its values: a rating or grade that `items edit` refuses
    /// (``Rating/parse(_:)``, ``Grade/init(parsing:for:)``); worded by Presentation.
    package struct Refusal: Sendable, Equatable {
        /// The row's number in the file, the header being 1.
        package var row: Int
        /// The values refused, as the file has them.
        package var values: [CopyFieldError]

        package init(row: Int, values: [CopyFieldError]) {
            self.row = row
            self.values = values
        }
    }

    /// A row that could not be imported: its release id is no number, or 0 (worded by Presentation).
    package struct Problem: Error, Sendable, Equatable {
        /// The row's number in the file, the header being 1.
        package var row: Int
        /// The release id cell as the file has it.
        package var releaseID: String
    }

    /// Why a file cannot be imported at all (worded by Presentation).
    package enum Failure: Error, Sendable, Equatable {
        /// The file is not CSV (an unclosed quote, bytes that are not UTF-8).
        case csv(CSVError)
        /// The header lacks columns every Discogs export has (or there is no header at all).
        case notAnExport(missing: [String])
    }

    /// The rows of the export in `bytes` and those that could not be read; throws when the
    /// bytes are not CSV or not a Discogs export (nothing is imported then).
    package static func read(_ bytes: some Collection<UInt8>) throws(Failure) -> (rows: [Row], problems: [Problem]) {
        let table: [[String]]
        do {
            // cdscan's own `--format discogs` defends cells against formulas; undone, it round-trips.
            table = try CSVReader().rows(in: bytes)
        } catch {
            throw .csv(error)
        }
        guard let parsed = parse(table) else { throw .notAnExport(missing: missingColumns(table.first ?? [])) }
        return parsed
    }

    /// Whether `text` starts with a Discogs export's header (`cdscan catalog` points such a
    /// file to `items import` instead of reading it as a list of barcodes).
    package static func startsAnExport(_ text: String) -> Bool {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        guard let header = try? CSVReader().rows(in: String(firstLine)).first else { return false }
        return recognises(header)
    }

    /// The columns of Discogs' export that `header` lacks, in Discogs' order.
    static func missingColumns(_ header: [String]) -> [String] {
        let names = Set(header.map(normalised))
        return DiscogsExport.columns.filter { !names.contains(normalised($0)) }
    }

    /// Whether `header` is that of a Discogs collection export (every column Discogs writes,
    /// compared without case and surrounding spaces).
    package static func recognises(_ header: [String]) -> Bool {
        let names = Set(header.map(normalised))
        return DiscogsExport.columns.allSatisfy { names.contains(normalised($0)) }
    }

    /// The rows of an export's CSV `rows` (header first), and those that could not be read;
    /// nil when the header is not a Discogs export's.
    package static func parse(_ rows: [[String]]) -> (rows: [Row], problems: [Problem])? {
        guard let header = rows.first, recognises(header) else { return nil }
        var index: [String: Int] = [:]
        for (offset, name) in header.enumerated() where index[normalised(name)] == nil {
            index[normalised(name)] = offset
        }
        var parsed: [Row] = []
        var problems: [Problem] = []
        for (offset, cells) in rows.enumerated().dropFirst() {
            let cell = { (name: String) -> String in
                index[normalised(name)].flatMap { $0 < cells.count ? cells[$0] : nil }?
                    .trimmingCharacters(in: .whitespaces) ?? ""
            }
            switch row(number: offset + 1, cell) {
            case .success(let row): parsed.append(row)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (parsed, problems)
    }

    private static func row(number: Int, _ cell: (String) -> String) -> Result<Row, Problem> {
        let id = cell("release_id")
        // Digits, not all zeros: Discogs numbers its releases from 1.
        let positive = id.allSatisfy { $0.isASCII && $0.isNumber } && id.contains { $0 != "0" }
        guard !id.isEmpty, positive, id.count <= 12 else {
            return .failure(Problem(row: number, releaseID: id))
        }
        // The rules `items edit` applies: a value they refuse is reported, not stored.
        var refused: [CopyFieldError] = []
        let rating = accepted(cell("Rating"), refused: &refused) { text throws(CopyFieldError) in
            try Rating.parse(text)
        }
        let media = accepted(cell("Collection Media Condition"), refused: &refused) { text throws(CopyFieldError) in
            try Grade(parsing: text, for: .media).fullName
        }
        let sleeve = accepted(cell("Collection Sleeve Condition"), refused: &refused) { text throws(CopyFieldError) in
            try Grade(parsing: text, for: .sleeve).fullName
        }
        let album = Album(
            artist: cell("Artist"), title: cell("Title"), year: Int(cell("Released")).flatMap { $0 > 0 ? $0 : nil },
            labels: cell("Label").isEmpty ? [] : [cell("Label")],
            catalogNumber: cell("Catalog#").isEmpty ? nil : cell("Catalog#"), format: cell("Format"),
            releaseID: id, url: "https://www.discogs.com/release/\(id)", source: .discogs)
        return .success(
            Row(
                row: number, releaseID: id, album: album, folder: cell("CollectionFolder"),
                dateAdded: Timestamp.discogsDate(cell("Date Added")),
                condition: CopyCondition(rating: rating, media: media, sleeve: sleeve),
                notes: cell("Collection Notes"), refused: refused))
    }

    /// What `parse` makes of the cell `text`: nil when the cell is empty, or when `parse` refuses
    /// it (the refusal added to `refused`).
    private static func accepted<Value>(
        _ text: String, refused: inout [CopyFieldError], _ parse: (String) throws(CopyFieldError) -> Value?
    ) -> Value? {
        guard !text.isEmpty else { return nil }
        do {
            return try parse(text)
        } catch {
            refused.append(error)
            return nil
        }
    }

    private static func normalised(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
