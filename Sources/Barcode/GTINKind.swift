extension GTIN {
    /// What a GTIN's prefix says the product is, as far as a CD lookup cares.
    ///
    /// GS1 sets some prefixes aside for things that are never a CD's barcode:
    /// books and periodicals carry their ISBN, ISMN or ISSN as an EAN-13, and
    /// coupons, refund receipts and restricted-circulation numbers (in-store and
    /// variable-weight codes) only mean something inside one shop or scheme.
    /// - SeeAlso: GS1 General Specifications, "GS1 Prefixes".
    ///
    /// Its raw values are the form the catalogue stores (``BarcodeError``'s `notMusic`).
    package enum Kind: String, Sendable, Equatable, Codable {
        /// An ordinary trade item: what a CD carries.
        case retail
        /// 978, 979 (but 979-0): a book's ISBN.
        case book
        /// 979-0: printed music's ISMN (scores, not recordings).
        case sheetMusic
        /// 977: a periodical's ISSN.
        case periodical
        /// 05 (a UPC-A with number system 5), 981-984, 99: a coupon.
        case coupon
        /// 980: a refund receipt.
        case refundReceipt
        /// 02, 04, 20-29, and EAN-8s starting 0 or 2: a number for use within a company or shop.
        case restricted
    }

    /// What the prefix says this code is; only `.retail` is worth looking up as music.
    package var kind: Kind {
        if format == .ean8 {
            // EAN-8s starting 0 or 2 are GS1's restricted-circulation RCN-8s.
            return ean13.dropFirst(5).first.map { $0 == "0" || $0 == "2" } == true ? .restricted : .retail
        }
        let prefix = ean13
        if prefix.hasPrefix("9790") { return .sheetMusic }
        if prefix.hasPrefix("978") || prefix.hasPrefix("979") { return .book }
        if prefix.hasPrefix("977") { return .periodical }
        if prefix.hasPrefix("980") { return .refundReceipt }
        if ["981", "982", "983", "984"].contains(where: prefix.hasPrefix) || prefix.hasPrefix("99") { return .coupon }
        // A UPC-A's number system is the EAN-13's second digit: 2 and 4 in-store, 5 coupons.
        if prefix.hasPrefix("05") { return .coupon }
        if prefix.hasPrefix("02") || prefix.hasPrefix("04") || prefix.hasPrefix("2") { return .restricted }
        return .retail
    }
}

extension GTIN {
    /// The one prefix rule of every input path (a typed code, a list's line, a photo, the
    /// camera, a phone): a code whose prefix is no CD's (a book, a periodical, a coupon, an
    /// in-store number) is not looked up, and is refused as `.notMusic`, unless `anyPrefix`
    /// (`--any-prefix`) asks for every code.
    package func requireMusicPrefix(anyPrefix: Bool) throws(BarcodeError) {
        if kind != .retail, !anyPrefix { throw .notMusic(kind) }
    }
}
