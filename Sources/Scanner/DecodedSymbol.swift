import Barcode

/// One barcode that zbar read in a frame.
public struct DecodedSymbol: Sendable, Equatable, CustomStringConvertible {
    /// The retail barcode; nil only for a non-retail symbology (Code 128, QR Code, ...) enabled on request.
    public var gtin: GTIN?
    /// The data exactly as zbar reported it ("029667431224" for a UPC-A, "0029667431224" read as EAN-13).
    public var text: String
    /// zbar's name for the symbology: "EAN-13", "UPC-A", "UPC-E", "EAN-8", "CODE-128", "QR-Code", ...
    public var symbology: String
    /// How many scan lines agreed on the symbol; higher is more certain.
    public var quality: Int
    /// The outline zbar traced, in the frame's pixel coordinates (may be empty).
    public var polygon: [Point]

    /// A symbol with the given parts (decoders build these; tests and fakes may too).
    public init(gtin: GTIN?, text: String, symbology: String, quality: Int, polygon: [Point]) {
        self.gtin = gtin
        self.text = text
        self.symbology = symbology
        self.quality = quality
        self.polygon = polygon
    }

    /// The symbol with each polygon point passed through `transform` (to map a pass's frame back).
    func mapped(_ transform: (Point) -> Point) -> DecodedSymbol {
        var copy = self
        copy.polygon = polygon.map(transform)
        return copy
    }

    public var description: String {
        "\(symbology) \(gtin?.canonical ?? text)"
    }
}
