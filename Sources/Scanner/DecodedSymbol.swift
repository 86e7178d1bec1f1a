import Barcode

/// One barcode read in a frame: by zbar alone (`ZBarDecoder`), or confirmed by
/// `ConfirmationRule` from both engines' reads (`PhotoReader`, `FrameReader`).
package struct DecodedSymbol: Sendable, Equatable, CustomStringConvertible {
    /// The retail barcode; nil only for a non-retail symbology (Code 128, QR Code, ...) enabled on request.
    package var gtin: GTIN?
    /// The data exactly as zbar reported it ("029667431224" for a UPC-A, "0029667431224" read as EAN-13).
    package var text: String
    /// zbar's name for the symbology: "EAN-13", "UPC-A", "UPC-E", "EAN-8", "CODE-128", "QR-Code", ...
    package var symbology: String
    /// How many scan lines agreed on the symbol; higher is more certain.
    package var quality: Int
    /// The outline zbar traced, in the frame's pixel coordinates (may be empty); for a
    /// confirmed code, the corners of `box`.
    package var polygon: [Point]
    /// The digits of an EAN-2 or EAN-5 add-on printed beside the code; never part of `gtin`.
    package var addOn: String?
    /// How the code was confirmed; nil for one engine's raw read.
    package var confirmation: Confirmation?

    /// What identifies the code (see `EngineRead.key`).
    package var key: String {
        gtin.map { "gtin:" + $0.ean13 } ?? "\(symbology):\(text)"
    }

    /// The rectangle around `polygon`; nil when the decoder traced none.
    package var box: Box? { Box(around: polygon) }

    /// A symbol with the given parts (decoders build these; tests and fakes may too).
    package init(
        gtin: GTIN?, text: String, symbology: String, quality: Int, polygon: [Point], addOn: String? = nil,
        confirmation: Confirmation? = nil
    ) {
        self.gtin = gtin
        self.text = text
        self.symbology = symbology
        self.quality = quality
        self.polygon = polygon
        self.addOn = addOn
        self.confirmation = confirmation
    }

    /// The symbol with each polygon point passed through `transform` (to map a pass's frame back).
    func mapped(_ transform: (Point) -> Point) -> DecodedSymbol {
        var copy = self
        copy.polygon = polygon.map(transform)
        return copy
    }

    package var description: String {
        "\(symbology) \(gtin?.canonical ?? text)" + (addOn.map { " + add-on \($0)" } ?? "")
    }
}
