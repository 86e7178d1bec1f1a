import Barcode

/// One code one engine read in one pass over a frame, before `ConfirmationRule` weighs it.
///
/// These are what tests record: the rule is a pure function of a list of them.
public struct EngineRead: Sendable, Equatable, CustomStringConvertible {
    /// Which engine read it.
    public var engine: Engine
    /// The pass (a name from `ScanPass`) whose frame it was read in; reads in different
    /// passes count as independent evidence.
    public var pass: String
    /// The retail code; nil for a non-retail symbology (Code 128, QR Code) enabled on request.
    public var gtin: GTIN?
    /// The data as the engine reported it.
    public var text: String
    /// The symbology's printed name: "EAN-13", "UPC-A", "UPC-E", "EAN-8", "CODE-128", ...
    public var symbology: String
    /// The digits of an EAN-2 or EAN-5 add-on read beside the code, never part of it.
    public var addOn: String?
    /// The engine's own evidence: zbar's quality (the scan lines that decoded the code),
    /// zxing-cpp's count of scan lines that agreed.
    public var evidence: Int
    /// Where it was read, in the loaded frame's coordinates.
    public var box: Box

    /// What identifies the code: its GTIN-13 when retail (UPC-A and its EAN-13 are one code),
    /// else symbology and data.
    public var key: String {
        gtin.map { "gtin:" + $0.ean13 } ?? "\(symbology):\(text)"
    }

    public var description: String {
        "\(engine) \(pass) \(symbology) \(gtin?.canonical ?? text)\(addOn.map { " +" + $0 } ?? "") "
            + "evidence \(evidence) at \(box)"
    }
}
