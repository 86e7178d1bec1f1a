import Album
import Barcode
import Foundation

/// One row of the catalog: a barcode seen once (or a line that was not a barcode) and what was found.
public struct CatalogItem: Sendable, Equatable {
    /// The 13-digit GTIN (`GTIN.ean13`), or the text of an invalid input line.
    public var barcode: String
    /// The parsed barcode; nil for invalid lines.
    public var gtin: GTIN?
    public var status: ItemStatus
    /// Where the barcode came from: "file:barcodes.txt:12", "image:/path/back.jpg", "camera", "argument".
    public var source: String
    /// The person's own notes, e.g. "shelf 3, cracked case".
    public var notes: String
    /// Why the lookup failed or why the line is not a barcode.
    public var error: String?
    /// The release chosen for this barcode (status `found`).
    public var album: Album?
    /// The other releases with this barcode, or all candidates when `ambiguous`.
    public var alternatives: [Album]
    /// When the barcode was first seen (whole seconds).
    public var scannedAt: Date
    /// When the most recent lookup result was saved.
    public var lookedUpAt: Date?
    /// How many lookup results have been saved for it.
    public var attempts: Int
    /// The chosen release's tracklist, credits and identifiers, when `--details` fetched them.
    public var details: ReleaseDetails?
    /// Whether `--add-to-collection` put the release in the user's Discogs collection.
    public var collection: CollectionEntry?

    public init(
        barcode: String, gtin: GTIN?, status: ItemStatus, source: String, notes: String = "",
        error: String? = nil, album: Album? = nil, alternatives: [Album] = [], scannedAt: Date,
        lookedUpAt: Date? = nil, attempts: Int = 0, details: ReleaseDetails? = nil, collection: CollectionEntry? = nil
    ) {
        self.barcode = barcode
        self.gtin = gtin
        self.status = status
        self.source = source
        self.notes = notes
        self.error = error
        self.album = album
        self.alternatives = alternatives
        self.scannedAt = scannedAt
        self.lookedUpAt = lookedUpAt
        self.attempts = attempts
        self.details = details
        self.collection = collection
    }
}
