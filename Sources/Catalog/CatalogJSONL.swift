import Album
import Foundation

/// `--format jsonl`: one JSON object per item and line (JSON Lines), keys sorted, for scripts.
///
/// Every field of the item is there; `album` is the chosen release (absent unless found),
/// `best` the release that describes the item best (an ambiguous item's best candidate), and
/// `alternatives` the other releases with all their fields, so candidates can be told apart.
public enum CatalogJSONL {
    /// One item as JSON Lines writes it.
    public struct Record: Codable, Equatable, Sendable {
        public var item: Int64
        public var kind: ItemKind
        public var code: String
        public var status: ItemStatus
        public var copies: Int
        public var source: String
        public var notes: String
        public var addedAt: String
        public var lookedUpAt: String?
        public var error: String?
        public var picked: Bool
        public var service: Service?
        public var album: Album?
        public var best: Album?
        public var alternatives: [Album]
        public var rating: Int?
        public var mediaCondition: String?
        public var sleeveCondition: String?
        public var folder: String?
        /// A disc's table of contents and MCN (a valid barcode); null for the other kinds.
        public var toc: String?
        public var mcn: String?

        enum CodingKeys: String, CodingKey {
            case item, kind, code, status, copies, source, notes, error, picked, service, album, best, alternatives
            case rating, folder, toc, mcn
            case addedAt = "added_at"
            case lookedUpAt = "looked_up_at"
            case mediaCondition = "media_condition"
            case sleeveCondition = "sleeve_condition"
        }

        init(_ item: CatalogItem, copies: Int) {
            self.item = item.id
            kind = item.kind
            code = item.barcode
            status = item.status
            self.copies = copies
            source = item.source
            notes = item.notes
            addedAt = Timestamp.string(item.scannedAt)
            lookedUpAt = item.lookedUpAt.map(Timestamp.string)
            error = item.error
            picked = item.picked
            service = item.bestAlbum?.source
            album = item.album
            best = item.bestAlbum
            alternatives = item.alternatives
            rating = item.condition.rating
            mediaCondition = item.condition.media
            sleeveCondition = item.condition.sleeve
            folder = item.collection?.folder
            toc = item.toc
            mcn = item.mcn
        }
    }

    /// The records of `items`, in order.
    public static func records(for items: [CatalogItem]) -> [Record] {
        let copies = CatalogCSV.copyCounts(items)
        return items.map { Record($0, copies: copies[CopyGroup($0), default: 1]) }
    }

    /// Every item as one line of JSON, each ending in "\n".
    public static func document(for items: [CatalogItem]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return records(for: items).map { record in
            // Encoding these plain values cannot fail; a failure would be a bug, shown rather than hidden.
            ((try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"error\":\"unencodable\"}")
                + "\n"
        }.joined()
    }
}
