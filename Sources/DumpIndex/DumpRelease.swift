import Album

/// One `<release>` of a Discogs releases dump: what the index keeps of it.
///
/// Field names follow the dump's elements. Text is as the dump has it (entities
/// decoded, surrounding white space kept); the API mapping trims.
///
/// - SeeAlso: https://www.discogs.com/data/ (the dumps) and
///   https://www.discogs.com/developers#page:database,header:database-release (the same fields as JSON)
package struct DumpRelease: Sendable, Equatable {
    /// An artist of a credit: `artists/artist`, `extraartists/artist` or a track's.
    package struct Artist: Sendable, Equatable {
        package var name = ""
        /// The name as printed on this release, when it differs (artist name variation).
        package var anv = ""
        /// The word joining it to the next artist: "&", ",", "Feat.".
        package var join = ""
        /// The role of an extra artist ("Producer").
        package var role = ""
        /// The tracks an extra artist's role covers ("A1 to A3").
        package var tracks = ""
    }

    /// `labels/label`.
    package struct Label: Sendable, Equatable {
        package var name: String
        package var catno: String
    }

    /// `formats/format` with its descriptions.
    package struct Format: Sendable, Equatable {
        package var name: String
        package var quantity: Int?
        /// Free text such as "Club Edition".
        package var text: String
        package var descriptions: [String] = []
    }

    /// `identifiers/identifier`: a barcode, matrix number, rights society, ...
    package struct Identifier: Sendable, Equatable {
        package var type: String
        package var value: String
        package var description: String
    }

    /// `tracklist/track`, with `sub_tracks` of an index track.
    package struct Track: Sendable, Equatable {
        package var position = ""
        package var title = ""
        package var duration = ""
        package var artists: [Artist] = []
        package var subTracks: [Track] = []
    }

    package var id: Int64
    /// "Accepted" in the monthly dumps.
    package var status = ""
    package var title = ""
    package var artists: [Artist] = []
    package var extraArtists: [Artist] = []
    package var labels: [Label] = []
    package var formats: [Format] = []
    package var genres: [String] = []
    package var styles: [String] = []
    package var country = ""
    /// As the dump writes it: "1999-03-00", "1999", or empty.
    package var released = ""
    package var notes = ""
    /// "Correct", "Complete and Correct", "Needs Vote", ...
    var dataQuality = ""
    var masterID: Int64?
    /// Whether this is its master's main release (`master_id/@is_main_release`).
    var isMainRelease = false
    package var identifiers: [Identifier] = []
    package var tracklist: [Track] = []

    package init(id: Int64) {
        self.id = id
    }

    /// The `Barcode` identifiers' values, in the order listed.
    var barcodeValues: [String] {
        identifiers.filter { Self.isBarcode(type: $0.type) }.map(\.value)
    }

    /// A label's `catno` as the index keeps it (`CatalogNumber.key`, as the online catalogue-number
    /// lookups compare); nil for none: empty, Discogs' "none", or longer than any catalogue number.
    static func catalogNumberKey(_ catno: String) -> String? {
        let key = CatalogNumber.key(of: catno)
        guard !key.isEmpty, key != "NONE", key.count <= CatalogNumber.maximumLength else { return nil }
        return key
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
