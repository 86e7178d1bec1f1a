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
        package var condition: CopyCondition
        package var notes: String
    }

    /// A row that could not be imported: its release id is no number (worded by Presentation).
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
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }), id.count <= 12 else {
            return .failure(Problem(row: number, releaseID: id))
        }
        let rating = Int(cell("Rating")).flatMap { (1...5).contains($0) ? $0 : nil }
        let album = Album(
            artist: cell("Artist"), title: cell("Title"), year: Int(cell("Released")).flatMap { $0 > 0 ? $0 : nil },
            labels: cell("Label").isEmpty ? [] : [cell("Label")],
            catalogNumber: cell("Catalog#").isEmpty ? nil : cell("Catalog#"), format: cell("Format"),
            releaseID: id, url: "https://www.discogs.com/release/\(id)", source: .discogs)
        return .success(
            Row(
                row: number, releaseID: id, album: album, folder: cell("CollectionFolder"),
                dateAdded: Timestamp.discogsDate(cell("Date Added")),
                condition: CopyCondition(
                    rating: rating, media: nonEmpty(cell("Collection Media Condition")),
                    sleeve: nonEmpty(cell("Collection Sleeve Condition"))),
                notes: cell("Collection Notes")))
    }

    private static func normalised(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
