extension DecodedSymbol {
    /// `symbols` without repeats of the same code: a GTIN read twice (two labels, or as both
    /// UPC-A and EAN-13) counts once, in the order first read.
    package static func distinct(_ symbols: [DecodedSymbol]) -> [DecodedSymbol] {
        var seen = Set<String>()
        return symbols.filter { symbol in
            seen.insert(symbol.gtin.map { "gtin:\($0.ean13)" } ?? "\(symbol.symbology):\(symbol.text)").inserted
        }
    }
}
