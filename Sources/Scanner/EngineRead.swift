import Barcode

/// One code one engine read in one pass over a frame, before `ConfirmationRule` weighs it.
///
/// These are what tests record: the rule is a pure function of a list of them.
package struct EngineRead: Sendable, Equatable, CustomStringConvertible {
    /// Which engine read it.
    package var engine: Engine
    /// The pass (a name from `ScanPass`) whose frame it was read in; reads in different
    /// passes count as independent evidence.
    package var pass: String
    /// The retail code; nil for a non-retail symbology (Code 128, QR Code) enabled on request.
    package var gtin: GTIN?
    /// The data as the engine reported it.
    package var text: String
    /// The symbology's printed name: "EAN-13", "UPC-A", "UPC-E", "EAN-8", "CODE-128", ...
    package var symbology: String
    /// The digits of an EAN-2 or EAN-5 add-on read beside the code, never part of it.
    package var addOn: String?
    /// The engine's own evidence: zbar's quality (the scan lines that decoded the code),
    /// zxing-cpp's count of scan lines that agreed.
    package var evidence: Int
    /// Where it was read, in the loaded frame's coordinates.
    package var box: Box
    /// How far apart, in the loaded frame's pixels, the scan lines counted in `evidence` are: zbar's
    /// density, zxing-cpp's row step, each over the pass's scale (a line of a frame shrunk by half
    /// stands for two rows of the photo).
    var lineSpacing = 1.0
    /// Whether the engine saw the frame as it is (a margin added at most); false for a frame the
    /// pass smoothed, scaled, sharpened, thresholded or turned, which can also make misreads.
    var plainFrame = true
    /// Whether the pass added a white margin around the frame (`ScanPass.Step.pad`): a quiet zone
    /// for a crop that cut one, where zbar can also decode a piece of a cut symbol as a code.
    var marginAdded = false

    /// `evidence` relative to the symbol: the share of the code's length that the agreeing scan
    /// lines cover across the bars. A clean read covers much of the bars' height, and bars are
    /// at least a fifth as tall as the code is long; a misread of noise decodes on a line or two.
    /// The length is the box's longer side: both engines outline a code along its scan lines.
    /// zbar counts a line once each way it scans it, so its share runs up to twice zxing-cpp's.
    var relativeEvidence: Double {
        Double(evidence) * lineSpacing / Double(max(box.width, box.height))
    }

    /// How many modules long the symbology's symbol is, guards included (add-on apart); nil
    /// for a symbology other than the retail four.
    package var modules: Int? {
        switch symbology {
        case "EAN-13", "UPC-A": 95
        case "EAN-8": 67
        case "UPC-E": 51
        default: nil
        }
    }

    /// What identifies the code: its GTIN-13 when retail (UPC-A and its EAN-13 are one code),
    /// else symbology and data.
    package var key: String {
        gtin.map { "gtin:" + $0.ean13 } ?? "\(symbology):\(text)"
    }

    package var description: String {
        "\(engine) \(pass) \(symbology) \(gtin?.canonical ?? text)\(addOn.map { " +" + $0 } ?? "") "
            + "evidence \(evidence) at \(box)"
    }
}
