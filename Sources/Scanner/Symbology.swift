internal import CZBar
import Foundation

/// A barcode symbology zbar can decode, named as a person types it ("ean13", "upca", "code128").
package struct Symbology: Hashable, Sendable, CustomStringConvertible {
    /// The short lower-case name: "ean13", "upca", "upce", "ean8", "code128", "qrcode", ...
    package let name: String
    /// Whether the symbol holds a GTIN; such symbols are dropped unless their data is a valid GTIN.
    let isRetail: Bool
    /// zbar's `zbar_symbol_type_t` value.
    let zbarType: UInt32

    private init(_ name: String, _ type: zbar_symbol_type_t, retail: Bool = false) {
        self.name = name
        self.zbarType = type.rawValue
        self.isRetail = retail
    }

    /// EAN-13, the barcode on most CDs outside North America.
    package static let ean13 = Symbology("ean13", ZBAR_EAN13, retail: true)
    /// UPC-A, the 12-digit North American barcode (reported as such, not as EAN-13 with a leading 0).
    package static let upcA = Symbology("upca", ZBAR_UPCA, retail: true)
    /// UPC-E, the 8-digit zero-suppressed UPC.
    package static let upcE = Symbology("upce", ZBAR_UPCE, retail: true)
    /// EAN-8, the short European barcode.
    package static let ean8 = Symbology("ean8", ZBAR_EAN8, retail: true)

    /// The symbologies printed on CD cases, enabled by default.
    package static let retail: [Symbology] = [.ean13, .upcA, .upcE, .ean8]

    /// Every symbology the installed zbar can be asked for.
    package static let all: [Symbology] =
        retail + [
            Symbology("isbn13", ZBAR_ISBN13, retail: true),
            Symbology("isbn10", ZBAR_ISBN10),
            Symbology("ean2", ZBAR_EAN2),
            Symbology("ean5", ZBAR_EAN5),
            Symbology("i25", ZBAR_I25),
            Symbology("databar", ZBAR_DATABAR),
            Symbology("databarexp", ZBAR_DATABAR_EXP),
            Symbology("codabar", ZBAR_CODABAR),
            Symbology("code39", ZBAR_CODE39),
            Symbology("code93", ZBAR_CODE93),
            Symbology("code128", ZBAR_CODE128),
            Symbology("pdf417", ZBAR_PDF417),
            Symbology("qrcode", ZBAR_QRCODE),
            Symbology("sqcode", ZBAR_SQCODE),
        ]

    /// Looks a symbology up by name, ignoring case, spaces, dashes and underscores ("EAN-13", "qr_code").
    package init(named text: String) throws(DecoderError) {
        let key = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        let aliases = ["qr": "qrcode", "upc": "upca", "interleaved2of5": "i25", "gs1databar": "databar"]
        let wanted = aliases[key] ?? key
        guard let found = Self.all.first(where: { $0.name == wanted }) else {
            throw .unknownSymbology(text, known: Self.all.map(\.name))
        }
        self = found
    }

    /// The symbologies named in `text`, separated by commas ("ean13, upca, code128"), each once,
    /// in the order given; none named is `noSymbologies` (nothing could ever be read).
    package static func list(parsing text: String) throws(DecoderError) -> [Symbology] {
        var chosen: [Symbology] = []
        for name in text.split(separator: ",") {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            let symbology = try Symbology(named: name)
            if !chosen.contains(symbology) { chosen.append(symbology) }
        }
        guard !chosen.isEmpty else { throw .noSymbologies }
        return chosen
    }

    package var description: String { name }
}
