extension GTIN {
    /// Whether a reader that saw these bars may have seen half an EAN-13 rather than a code of
    /// its own: a UPC-E of number system 1 (a "UPC-E1").
    ///
    /// GS1 prints a UPC-E only for GTIN-12s of U.P.C. Prefix 0 (GS1 General Specifications,
    /// "GTIN-12 carried by a UPC-E barcode"), so no trade item's code is a UPC-E1. Yet the left
    /// half of an EAN-13 whose first digit is 1 to 9, from its start guard through its middle
    /// guard and the first bar after it, is a UPC-E symbol of number system 1: the six digits'
    /// odd and even parities that give the EAN-13 its first digit are the parities by which a
    /// UPC-E1 gives its check digit (the two tables are the same). Where that check digit fits the
    /// six digits, one EAN-13 in ten, the half alone is a valid UPC-E1, and with a price sticker,
    /// a finger or glare over the right half, zxing-cpp reads it as one: a wrong album. Handheld
    /// scanners leave UPC-E1 off for this reason (Honeywell's default; CipherLab's manual warns
    /// that with it on, an EAN-13 scanned short reads as a UPC-E1).
    package var mayBeHalfOfEAN13: Bool {
        format == .upcE && ean13.hasPrefix("01")
    }
}
