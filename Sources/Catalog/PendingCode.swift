/// A code other than a barcode that waits for a lookup: a catalogue number or a disc.
public struct PendingCode: Sendable, Equatable {
    /// `catalog_number` or `disc_id`.
    public var kind: ItemKind
    /// The catalogue number as typed, or the disc ID.
    public var code: String
    /// A disc's table of contents (MusicBrainz' form); nil for a catalogue number.
    public var toc: String?
    /// A disc's MCN, when it is a valid barcode.
    public var mcn: String?

    public init(kind: ItemKind, code: String, toc: String? = nil, mcn: String? = nil) {
        self.kind = kind
        self.code = code
        self.toc = toc
        self.mcn = mcn
    }
}
