/// A code other than a barcode that waits for a lookup: a catalogue number or a disc.
package struct PendingCode: Sendable, Equatable {
    /// `catalog_number` or `disc_id`.
    package var kind: ItemKind
    /// The catalogue number as typed, or the disc ID.
    package var code: String
    /// A disc's table of contents (MusicBrainz' form); nil for a catalogue number.
    package var toc: String?
    /// A disc's MCN, when it is a valid barcode.
    package var mcn: String?

    package init(kind: ItemKind, code: String, toc: String? = nil, mcn: String? = nil) {
        self.kind = kind
        self.code = code
        self.toc = toc
        self.mcn = mcn
    }
}
