import Album
import Barcode
import Foundation

/// One item of the catalog: a physical copy (see ``ItemKind`` for what it is known by) and what
/// its lookup found.
package struct CatalogItem: Sendable, Equatable {
    /// The item's number in the catalogue (what `cdscan items` takes); 0 for one not stored yet.
    package var id: Int64
    /// What the item is known by.
    package var kind: ItemKind
    /// The code ``ItemKind`` describes: the 13-digit GTIN (`GTIN.ean13`) of a barcode, the text
    /// of an invalid input line, the photo of a `no_barcode` item, a catalogue number, a disc id.
    package var barcode: String
    /// The parsed barcode; nil for every kind but `barcode`.
    package var gtin: GTIN?
    package var status: ItemStatus
    /// Where the copy came from: "file:barcodes.txt:12", "image:/path/back.jpg", "camera", "argument".
    package var source: String
    /// The person's own notes about this copy, e.g. "shelf 3, cracked case".
    package var notes: String
    /// Why the lookup failed or why the line is not a barcode (Presentation words it).
    package var error: StoredFailure?
    /// The release of this copy (status `found`).
    package var album: Album?
    /// The other releases with this barcode, or all candidates when `ambiguous`.
    package var alternatives: [Album]
    /// Whether a person chose the release (`--review`, `items pick`); a refresh keeps the choice.
    package var picked: Bool
    /// When the copy was added (whole seconds).
    package var scannedAt: Date
    /// When the most recent lookup result was saved.
    package var lookedUpAt: Date?
    /// How many lookup results have been saved for it.
    package var attempts: Int
    /// The chosen release's tracklist, credits and identifiers, when `--details` fetched them.
    package var details: ReleaseDetails?
    /// Whether `--add-to-collection` put the release in the user's Discogs collection (or the
    /// folder a Discogs collection import had it in).
    package var collection: CollectionEntry?
    /// What the person recorded about the copy in Discogs (a collection import).
    package var condition: CopyCondition
    /// Where the copy is, what it cost, when it was bought, its tags (`items edit`).
    package var record: CopyRecord
    /// A disc's table of contents in MusicBrainz' form ("1 12 267257 150 ..."); nil for every other kind.
    package var toc: String?
    /// A disc's Media Catalogue Number when it is a valid barcode (13 digits); nil otherwise.
    package var mcn: String?

    package init(
        id: Int64 = 0, kind: ItemKind? = nil, barcode: String, gtin: GTIN?, status: ItemStatus, source: String,
        notes: String = "", error: StoredFailure? = nil, album: Album? = nil, alternatives: [Album] = [],
        picked: Bool = false, scannedAt: Date, lookedUpAt: Date? = nil, attempts: Int = 0,
        details: ReleaseDetails? = nil, collection: CollectionEntry? = nil, condition: CopyCondition = CopyCondition(),
        record: CopyRecord = CopyRecord(), toc: String? = nil, mcn: String? = nil
    ) {
        self.id = id
        self.kind = kind ?? (gtin == nil ? .invalid : .barcode)
        self.barcode = barcode
        self.gtin = gtin
        self.status = status
        self.source = source
        self.notes = notes
        self.error = error
        self.album = album
        self.alternatives = alternatives
        self.picked = picked
        self.scannedAt = scannedAt
        self.lookedUpAt = lookedUpAt
        self.attempts = attempts
        self.details = details
        self.collection = collection
        self.condition = condition
        self.record = record
        self.toc = toc
        self.mcn = mcn
    }

    /// The key of the item's code: what the store is asked with, and what a batch was given or
    /// looked up (`BatchReport.finished`).
    package var key: ItemKey { ItemKey(kind: kind, code: barcode) }

    /// The code as a person reads it: a barcode's digits as printed (`GTIN.canonical`), else the code itself.
    package var shownCode: String { gtin?.canonical ?? barcode }

    /// What the copies of one release share: "discogs-4707982" (its database and release id) for
    /// a found item, so three barcode lines and a catalogue number of one release are four copies
    /// of it (the CSV's `copies`, `items list`, the gallery's cards); else its ``key``, since an
    /// item without a release is a copy of its code alone.
    package var releaseKey: String {
        Self.releaseKey(status: status, service: album?.source.rawValue, releaseID: album?.releaseID, key: key)
    }

    /// ``releaseKey`` from its parts, for a row read without decoding its release (`CatalogStore.copiesByRelease()`).
    static func releaseKey(status: ItemStatus, service: String?, releaseID: String?, key: ItemKey) -> String {
        guard status == .found, let service, let releaseID else { return key.description }
        return "\(service)-\(releaseID)"
    }

    /// The release that describes the item best: the chosen one, else (ambiguous) the best
    /// ranked candidate; nil when there is none.
    package var bestAlbum: Album? {
        album ?? (status == .ambiguous ? alternatives.first : nil)
    }

    /// The releases a person can choose among for this copy (`items pick`), numbered from 1
    /// (``pressings(album:alternatives:)``).
    package var pressings: [Album] { Self.pressings(album: album, alternatives: alternatives) }

    /// The releases in the one order `items show` lists and `items pick` counts: best ranked
    /// first (``Ranking``), ties by service and release id. The order does not depend on which
    /// is chosen, so `items pick 4 2` run twice chooses the same release twice (it toggled
    /// while the chosen one came first).
    package static func pressings(album: Album?, alternatives: [Album]) -> [Album] {
        let all = (album.map { [$0] } ?? []) + alternatives.filter { $0 != album }
        let byID = all.sorted { lhs, rhs in
            if lhs.source != rhs.source { return lhs.source.rawValue < rhs.source.rawValue }
            // Discogs ids are numbers: 999 before 1000.
            if let left = Int(lhs.releaseID), let right = Int(rhs.releaseID), left != right { return left < right }
            return lhs.releaseID < rhs.releaseID
        }
        return Ranking.rank(byID)
    }
}

/// A copy's rating and grading, as Discogs' collection keeps them (grades by their full names,
/// ``Grade``), from a collection import or `items edit`.
package struct CopyCondition: Sendable, Equatable, Codable {
    /// 1 to 5 stars; nil (or 0 in Discogs' export) when not rated.
    package var rating: Int?
    /// The media's grading, e.g. "Near Mint (NM or M-)".
    package var media: String?
    /// The sleeve's grading, e.g. "Very Good Plus (VG+)".
    package var sleeve: String?

    package init(rating: Int? = nil, media: String? = nil, sleeve: String? = nil) {
        self.rating = rating
        self.media = media
        self.sleeve = sleeve
    }

    /// Whether nothing is recorded.
    package var isEmpty: Bool { rating == nil && media == nil && sleeve == nil }
}
