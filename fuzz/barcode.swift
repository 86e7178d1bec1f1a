// libFuzzer target: `GTIN(parsing:hint:)` on any text, then every form of what it accepts.
// Built into the Barcode module by fuzz/build.sh.

/// The hint each first byte selects: none, or one of the formats.
private let hints: [GTIN.Format?] = [nil] + GTIN.Format.allCases

/// The first byte picks the hint; the rest is the text, as typed or as a scanner sent it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBarcode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let hint = hints[Int(first) % hints.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let gtin: GTIN
    do {
        gtin = try GTIN(parsing: text, hint: hint)
    } catch {
        _ = error.description
        return 0
    }
    checkForms(of: gtin)
    return 0
}

/// What every accepted barcode promises: 13 digits, and every printed form reads back as the same GTIN.
private func checkForms(of gtin: GTIN) {
    precondition(gtin.ean13.count == 13 && gtin.ean13.allSatisfy { $0.isASCII && $0.isNumber }, "\(gtin.ean13)")
    precondition((try? GTIN(parsing: gtin.canonical, hint: gtin.format)) == gtin, "canonical \(gtin.canonical)")
    precondition((try? GTIN(parsing: gtin.printed, hint: gtin.format)) == gtin, "printed \(gtin.printed)")
    precondition((try? GTIN(parsing: gtin.ean13)) == gtin, "ean13 \(gtin.ean13)")
    if let upcA = gtin.upcA { precondition((try? GTIN(parsing: upcA)) == gtin, "upcA \(upcA)") }
    if let ean8 = gtin.ean8 { precondition(ean8.count == 8, "ean8 \(ean8)") }
    if gtin.format == .upcE {
        guard let upcE = gtin.upcE else { preconditionFailure("UPC-E \(gtin.ean13) has no UPC-E form") }
        precondition((try? GTIN(parsing: upcE, hint: .upcE)) == gtin, "upcE \(upcE)")
    }
    let forms = gtin.searchForms
    precondition(!forms.isEmpty && Set(forms).count == forms.count, "searchForms \(forms)")
    _ = gtin.description
}
