/// One `<release>` of a Discogs releases dump: what the index keeps of it.
///
/// Field names follow the dump's elements. Text is as the dump has it (entities
/// decoded, surrounding white space kept); the API mapping trims.
///
/// - SeeAlso: https://www.discogs.com/data/ (the dumps) and
///   https://www.discogs.com/developers#page:database,header:database-release (the same fields as JSON)
public struct DumpRelease: Sendable, Equatable {
    /// An artist of a credit: `artists/artist`, `extraartists/artist` or a track's.
    public struct Artist: Sendable, Equatable {
        public var name = ""
        /// The name as printed on this release, when it differs (artist name variation).
        public var anv = ""
        /// The word joining it to the next artist: "&", ",", "Feat.".
        public var join = ""
        /// The role of an extra artist ("Producer").
        public var role = ""
        /// The tracks an extra artist's role covers ("A1 to A3").
        public var tracks = ""
    }

    /// `labels/label`.
    public struct Label: Sendable, Equatable {
        public var name: String
        public var catno: String
    }

    /// `formats/format` with its descriptions.
    public struct Format: Sendable, Equatable {
        public var name: String
        public var quantity: Int?
        /// Free text such as "Club Edition".
        public var text: String
        public var descriptions: [String] = []
    }

    /// `identifiers/identifier`: a barcode, matrix number, rights society, ...
    public struct Identifier: Sendable, Equatable {
        public var type: String
        public var value: String
        public var description: String
    }

    /// `tracklist/track`, with `sub_tracks` of an index track.
    public struct Track: Sendable, Equatable {
        public var position = ""
        public var title = ""
        public var duration = ""
        public var artists: [Artist] = []
        public var subTracks: [Track] = []
    }

    public var id: Int64
    /// "Accepted" in the monthly dumps.
    public var status = ""
    public var title = ""
    public var artists: [Artist] = []
    public var extraArtists: [Artist] = []
    public var labels: [Label] = []
    public var formats: [Format] = []
    public var genres: [String] = []
    public var styles: [String] = []
    public var country = ""
    /// As the dump writes it: "1999-03-00", "1999", or empty.
    public var released = ""
    public var notes = ""
    /// "Correct", "Complete and Correct", "Needs Vote", ...
    public var dataQuality = ""
    public var masterID: Int64?
    /// Whether this is its master's main release (`master_id/@is_main_release`).
    public var isMainRelease = false
    public var identifiers: [Identifier] = []
    public var tracklist: [Track] = []

    public init(id: Int64) {
        self.id = id
    }

    /// The `Barcode` identifiers' values, in the order listed.
    public var barcodeValues: [String] {
        identifiers.filter { Self.isBarcode(type: $0.type) }.map(\.value)
    }

    /// Whether an identifier of `type` is a barcode: "Barcode", white space around it aside.
    static func isBarcode(type: String) -> Bool {
        type.trimmingWhitespace == "Barcode"
    }
}

extension String {
    /// The string without surrounding spaces, tabs and line ends.
    var trimmingWhitespace: String {
        // Nearly every value of a dump begins and ends with a visible ASCII
        // character: asking Unicode's properties of each showed under perf
        // on the index's thread of an import.
        var plain = self
        let visible: (UInt8) -> Bool = { $0 > 0x20 && $0 < 0x7F }
        if plain.withUTF8({ $0.first.map(visible) == true && $0.last.map(visible) == true }) { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
