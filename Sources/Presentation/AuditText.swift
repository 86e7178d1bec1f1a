import Barcode
import Catalog
import Terminal

/// What `cdscan audit` prints: a line per copy (or JSON Lines), the summary, what `--fix` did.
package enum AuditText {
    /// "here       12  0029667431224  Living room/Shelf A": status, item, code, recorded place.
    package static func table(_ entries: [ShelfAudit.Entry]) -> String {
        entries.map { entry in
            let status = entry.status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let item = entry.item.map(String.init) ?? "-"
            let fields = [status, String(repeating: " ", count: max(0, 6 - item.count)) + item, entry.key.code]
            return Displayable.escaped(
                (fields + [entry.location?.description ?? ""]).joined(separator: "  ").trimmingCharacters(in: [" "]))
                + "\n"
        }.joined()
    }

    /// One JSON object per copy: status, item (null when unknown), code, location (null when none).
    package static func jsonLines(_ entries: [ShelfAudit.Entry]) -> String {
        entries.map { entry in
            JSONLine.encode(
                Line(
                    status: entry.status, item: entry.item, code: entry.key.code, location: entry.location?.description),
                fallback: "{\"error\":\"unencodable\"}") + "\n"
        }.joined()
    }

    /// "Shelf A: 10 here, 2 misplaced, 1 missing, 3 unknown".
    package static func summary(_ entries: [ShelfAudit.Entry], place: ShelfLocation) -> String {
        let counts = ShelfAudit.counts(entries)
        let parts = [ShelfAudit.Status.here, .misplaced, .missing, .unknown].map {
            "\(counts[$0, default: 0]) \($0.rawValue)"
        }
        return Displayable.escaped("\(place): " + parts.joined(separator: ", "))
    }

    /// What `--fix` changed.
    package static func fixed(moved: Int, added: Int, place: ShelfLocation) -> String {
        Displayable.escaped(
            "moved \(Plural.count(moved, "copy")) to \(place); recorded \(Plural.count(added, "unknown copy")) there")
    }

    /// A code the webcam or phone read on the shelf: "029667431224 read (3 codes so far)".
    package static func seen(_ code: GTIN, count: Int) -> String {
        "\(code.canonical) read (\(Plural.count(count, "code")) so far)"
    }

    /// An input line that is no barcode, left out of the audit.
    package static func skipped(_ text: String) -> String {
        "'\(Displayable.escaped(text))' is not a barcode: left out of the audit"
    }

    private struct Line: Encodable {
        var status: ShelfAudit.Status
        var item: Int64?
        var code: String
        var location: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(status, forKey: .status)
            try container.encode(item, forKey: .item)
            try container.encode(code, forKey: .code)
            try container.encode(location, forKey: .location)
        }

        enum CodingKeys: String, CodingKey { case status, item, code, location }
    }
}
