import Album
import Basics
import Catalog
import Terminal

/// How `cdscan items list` and `items show` print catalogue items: a table, a card per item,
/// or JSON Lines (the fields of `export --format jsonl`).
package enum ItemListing {
    /// One line per item: number, status, code, copies, release (or why there is none), location,
    /// value (from the prices kept, "12.50 EUR"; blank without), notes.
    package static func table(_ records: [CatalogJSONL.Record]) -> String {
        let header = ["ITEM", "STATUS", "CODE", "COPIES", "RELEASE", "LOCATION", "VALUE", "NOTES"]
        let rows = records.map { record in
            [
                String(record.item), record.status.rawValue, record.code, String(record.copies),
                clipped(release(record), to: 48), record.location ?? "", valueCell(record), record.notes,
            ].map(Displayable.escaped)
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        let numeric: Set<Int> = [0, 3, 6]
        return ([header] + rows).map { row in
            row.indices.map { column in
                let cell = row[column]
                guard column < row.count - 1 else { return cell }
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// The items as JSON Lines: one object per item and line.
    package static func jsonLines(_ records: [CatalogJSONL.Record]) -> String {
        records.map { JSONLine.encode($0, fallback: "{\"error\":\"unencodable\"}") + "\n" }.joined()
    }

    /// Every field of one item, its releases numbered as `items pick` counts them, and the
    /// chosen release's tracklist when `--details` stored one.
    package static func card(_ record: CatalogJSONL.Record) -> String {
        var lines = ["item \(record.item)"]
        var fields: [(String, String?)] = [
            ("code", "\(record.code) (\(record.kind.rawValue))"), ("status", record.status.rawValue),
            ("copies", String(record.copies)), ("source", record.source), ("notes", record.notes),
            ("added", record.addedAt), ("looked up", record.lookedUpAt), ("error", record.error),
            ("folder", record.folder), ("rating", record.rating.map(String.init)),
            ("media", record.mediaCondition), ("sleeve", record.sleeveCondition), ("location", record.location),
            ("paid", record.paid.map { "\($0.amount) \($0.currency)" }), ("bought", record.bought),
            ("tags", record.tags.joined(separator: ", ")), ("value", valueLine(record)),
            ("valued", record.value?.value.fetchedAt.map(Timestamp.string)),
        ]
        fields = fields.filter { !($0.1 ?? "").isEmpty }
        lines += fields.map { name, value in "  " + (name + ":").padding(12) + (value ?? "") }
        lines += pressingLines(record)
        // The details `catalog --details` stored for the chosen release, as `lookup --details` shows them.
        if let details = record.details { lines += DetailsText.lines(details).map { "  " + $0 } }
        return lines.map(Displayable.escaped).joined(separator: "\n") + "\n"
    }

    /// The VALUE column: "12.50 EUR"; blank without a value.
    static func valueCell(_ record: CatalogJSONL.Record) -> String {
        record.value?.value.price?.text ?? ""
    }

    /// The card's value: "12.50 EUR (suggestion for Near Mint (NM or M-))", or why there is
    /// none; nil when no prices are kept for the release.
    static func valueLine(_ record: CatalogJSONL.Record) -> String? {
        guard let value = record.value?.value else { return nil }
        guard let price = value.price else {
            return "none (" + (value.reason.map(ValueReport.words) ?? ValueReport.basisWords(value)) + ")"
        }
        return "\(price.text) (\(ValueReport.basisWords(value)))"
    }

    /// "releases:" and the numbered list, the chosen one marked; nothing without releases.
    private static func pressingLines(_ record: CatalogJSONL.Record) -> [String] {
        let pressings = CatalogItem.pressings(album: record.album, alternatives: record.alternatives)
        guard !pressings.isEmpty else { return [] }
        let width = String(pressings.count).count
        var lines = ["  releases:" + (record.picked ? " (chosen by you)" : "")]
        for (index, album) in pressings.enumerated() {
            let mark = album == record.album ? "*" : " "
            let number = String(repeating: " ", count: width - String(index + 1).count) + String(index + 1)
            lines.append("  \(mark) \(number)) \(heading(album))")
            let label = AlbumCard.labelAndNumber(album)
            let details = [
                Country.name(album.country) ?? "", album.format, label, "\(album.source.name) \(album.releaseID)",
            ]
            lines.append(
                "    " + String(repeating: " ", count: width + 2)
                    + details.filter { !$0.isEmpty }
                    .joined(separator: " · "))
        }
        lines.append(
            record.album == nil
                ? "  ('cdscan items pick \(record.item) N' chooses release N)"
                : "  (* the chosen release; 'cdscan items pick \(record.item) N' chooses another)")
        return lines
    }

    /// What `items remove` says of an item it removed.
    package static func removedLine(_ item: CatalogItem) -> String {
        let release = item.bestAlbum.map { ", " + heading($0) } ?? ""
        return Displayable.escaped(
            "removed item \(item.id): \(item.barcode) (\(item.status.rawValue)\(release))"
                + (item.notes.isEmpty ? "" : " notes: \(item.notes)"))
    }

    /// What `items pick` says of the release it chose.
    package static func pickedLine(_ album: Album, item id: Int64) -> String {
        Displayable.escaped(
            "item \(id): chose \(heading(album)), \(album.source.name) \(album.releaseID)")
    }

    /// "Artist - Title (year)".
    static func heading(_ album: Album) -> String {
        "\(album.artist) - \(album.title)" + (album.year.map { " (\($0))" } ?? "")
    }

    /// What the RELEASE column says: the release, the best of several, or why there is none.
    static func release(_ record: CatalogJSONL.Record) -> String {
        if let album = record.album { return heading(album) }
        if record.status == .ambiguous, let best = record.best {
            return "\(record.alternatives.count) releases, e.g. \(heading(best))"
        }
        return record.error ?? ""
    }

    private static func clipped(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
