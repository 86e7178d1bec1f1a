/// A typed code read as a barcode: the GTIN to look up, its add-on, and what to tell the person.
package struct BarcodeReading: Sendable, Equatable {
    /// The code to look up (for a GTIN-14, the GTIN-13 inside it).
    package let gtin: GTIN
    /// The 2- or 5-digit add-on typed after the code, if any; never searched for.
    package let addOn: String?
    /// How the input was read, when that is worth saying.
    package let notes: [BarcodeNote]

    package init(gtin: GTIN, addOn: String? = nil, notes: [BarcodeNote] = []) {
        self.gtin = gtin
        self.addOn = addOn
        self.notes = notes
    }

    /// What the prefix says the product is.
    package var kind: GTIN.Kind { gtin.kind }

}

/// What a person typed where a barcode is expected, told apart.
///
/// Input that normalises to 6, 7, 8, 12, 13 or 14 digits (after a 2- or 5-digit
/// add-on is set aside) is a barcode, right or wrong; anything else (a letter,
/// another number of digits) is not a barcode, and may be a catalogue number.
package enum TypedCode: Sendable, Equatable {
    /// A valid barcode.
    case barcode(BarcodeReading)
    /// Barcode-shaped, but wrong: a check digit, a UPC-E number system, a variable-measure GTIN-14.
    case invalidBarcode(BarcodeError)
    /// Not a barcode at all (a letter, another number of digits), with why.
    case notABarcode(BarcodeError)

    /// Reads `text` as typed: spaces and dashes ignored, add-ons after a space or dash.
    package init(reading text: String) {
        self = TypedCodeReader.read(text)
    }

    /// The reading, or the error that says why there is none.
    package func get() throws(BarcodeError) -> BarcodeReading {
        switch self {
        case .barcode(let reading): return reading
        case .invalidBarcode(let error), .notABarcode(let error): throw error
        }
    }

    /// The reading to look up: a code whose prefix is not music's (a book, a periodical, a
    /// coupon, an in-store number) is refused as `.notMusic` unless `anyPrefix` asks for it.
    package func musicReading(anyPrefix: Bool) throws(BarcodeError) -> BarcodeReading {
        let reading = try get()
        try reading.gtin.requireMusicPrefix(anyPrefix: anyPrefix)
        return reading
    }
}
