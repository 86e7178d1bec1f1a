import Barcode

extension GTIN {
    /// The digits that, parsed with `format` as the hint, give this GTIN back
    /// with its format: the 8-digit UPC-E or EAN-8 form, else the printed one.
    var storedDigits: String { upcE ?? canonical }

    /// Rebuilds a GTIN from `storedDigits` and its format; nil when they do not
    /// agree with the 13-digit `barcode` stored beside them.
    init?(storedDigits: String, format formatName: String, barcode: String) {
        guard let format = Format(rawValue: formatName),
            let gtin = try? GTIN(parsing: storedDigits, hint: format),
            gtin.ean13 == barcode, gtin.format == format
        else { return nil }
        self = gtin
    }
}
