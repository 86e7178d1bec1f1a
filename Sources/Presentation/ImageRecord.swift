import Foundation
import Scanner

/// A photo's line of JSON when it is not a lookup result: a barcode read without a
/// lookup (`read`, with its `index` and `box` in the photo and its `add_on`), a photo
/// without a barcode (`no_barcode`), two codes read in one place (`conflict`, with the
/// `candidates` and their `box`), or a file that could not be read (`error`).
///
/// Every key is always present (null when empty). In a run that looks albums up,
/// the lines also carry `album` (null) and `alternatives` (empty), so that every
/// line of the run has the keys of a found album.
package struct ImageRecord: Encodable {
    /// The photo, as named or as found in a named folder.
    package var file: String
    /// `read`, `no_barcode`, `conflict` or `error`.
    package var status: RecordStatus
    /// The code as printed: the canonical digits of a GTIN, or the data of another symbology.
    package var input: String?
    /// The 13-digit GTIN; nil for a non-retail code or when nothing was read.
    package var barcode: String?
    /// zbar's name for the symbology: "EAN-13", "UPC-A", "UPC-E", "EAN-8", ...
    package var symbology: String?
    /// The 2- or 5-digit add-on read beside the code.
    package var addOn: String?
    /// Where the code is in the photo; nil for a photo without one.
    package var place: PhotoPlace?
    package var error: String?
    var lookupKeys: Bool
    /// For a conflict, the codes read in its place; empty otherwise.
    package var candidates: [String] = []

    package init(file: String, status: RecordStatus, error: String?, lookupKeys: Bool) {
        self.file = file
        self.status = status
        self.error = error
        self.lookupKeys = lookupKeys
    }

    /// A conflict: the codes read at one place of the photo, none of them taken.
    package init(conflict: Conflict, file: String, lookupKeys: Bool) {
        self.init(
            file: file, status: .conflict, error: PhotoConflictText.sentence(conflict.shownCodes),
            lookupKeys: lookupKeys)
        candidates = conflict.shownCodes
        place = PhotoPlace(index: nil, box: conflict.box)
    }

    package init(read symbol: DecodedSymbol, place: PhotoPlace, file: String, lookupKeys: Bool) {
        self.init(file: file, status: .read, error: nil, lookupKeys: lookupKeys)
        input = symbol.gtin?.canonical ?? symbol.text
        barcode = symbol.gtin?.ean13
        symbology = symbol.symbology
        addOn = symbol.addOn
        self.place = place
    }

    package enum CodingKeys: String, CodingKey {
        case file, index, box, status, input, barcode, symbology, error, album, alternatives, details, collection
        case addOn = "add_on"
        case candidates
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(status, forKey: .status)
        try container.encode(input, forKey: .input)
        try container.encode(barcode, forKey: .barcode)
        try container.encode(symbology, forKey: .symbology)
        try container.encode(addOn, forKey: .addOn)
        try PhotoPlace.encode(place, in: &container, index: .index, box: .box)
        try container.encode(candidates, forKey: .candidates)
        try container.encode(error, forKey: .error)
        if lookupKeys {
            try container.encodeNil(forKey: .album)
            try container.encode([String](), forKey: .alternatives)
            try container.encodeNil(forKey: .details)
            try container.encodeNil(forKey: .collection)
        }
    }

    /// The record as one line of JSON, without a newline.
    package func jsonLine() -> String { JSONLine.encode(self, fallback: "{\"status\":\"error\"}") }
}
