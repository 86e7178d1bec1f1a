import Barcode

/// One barcode read in a frame: by zbar alone (`ZBarDecoder`), or confirmed by
/// `ConfirmationRule` from both engines' reads (`PhotoReader`, `FrameReader`).
public struct DecodedSymbol: Sendable, Equatable, CustomStringConvertible {
    /// The retail barcode; nil only for a non-retail symbology (Code 128, QR Code, ...) enabled on request.
    public var gtin: GTIN?
    /// The data exactly as zbar reported it ("029667431224" for a UPC-A, "0029667431224" read as EAN-13).
    public var text: String
    /// zbar's name for the symbology: "EAN-13", "UPC-A", "UPC-E", "EAN-8", "CODE-128", "QR-Code", ...
    public var symbology: String
    /// How many scan lines agreed on the symbol; higher is more certain.
    public var quality: Int
    /// The outline zbar traced, in the frame's pixel coordinates (may be empty); for a
    /// confirmed code, the corners of `box`.
    public var polygon: [Point]
    /// The digits of an EAN-2 or EAN-5 add-on printed beside the code; never part of `gtin`.
    public var addOn: String?
    /// How the code was confirmed; nil for one engine's raw read.
    public var confirmation: Confirmation?

    /// What identifies the code (see `EngineRead.key`).
    public var key: String {
        gtin.map { "gtin:" + $0.ean13 } ?? "\(symbology):\(text)"
    }

    /// The rectangle around `polygon`; nil when the decoder traced none.
    public var box: Box? { Box(around: polygon) }

    /// A symbol with the given parts (decoders build these; tests and fakes may too).
    public init(
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

    public var description: String {
        "\(symbology) \(gtin?.canonical ?? text)" + (addOn.map { " + add-on \($0)" } ?? "")
    }
}
