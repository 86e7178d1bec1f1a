import Barcode
internal import CZXing
import Imaging

/// Reads retail barcodes (EAN-13, UPC-A, UPC-E, EAN-8, with EAN-2/EAN-5 add-ons) in grey
/// frames with zxing-cpp, through the `CZXing` C interface.
///
/// zxing-cpp keeps no state between calls, so a decoder is a plain value any task may use.
/// - SeeAlso: https://github.com/zxing-cpp/zxing-cpp/blob/v1.4.0/core/src/DecodeHints.h
package struct ZXingDecoder: Sendable {
    /// One code zxing-cpp read.
    package struct Read: Sendable, Equatable {
        /// The code; always a valid GTIN (zxing-cpp checks the check digit, and so does `GTIN`).
        package var gtin: GTIN
        /// The digits as zxing-cpp gave them (UPC-E as 8 digits, UPC-A as 12).
        package var text: String
        /// "EAN-13", "UPC-A", "UPC-E" or "EAN-8", the names zbar uses too.
        package var symbology: String
        /// The add-on's digits, nil when there was none.
        package var addOn: String?
        /// The scan lines that decoded the same code.
        var lineCount: Int
        /// The four corners zxing-cpp reports (top left, top right, bottom right, bottom left).
        var corners: [Point]
    }

    /// The retail symbologies asked for (non-retail ones are zbar's alone).
    package var symbologies: [Symbology]
    /// Scan every line, and the frame turned 90 degrees too (slower, finds more).
    package var thorough: Bool
    /// Scan lines that must agree before zxing-cpp reports a code at all.
    var minLineCount: Int
    /// Also look in copies zxing-cpp shrinks itself, as ZXingReader does: off where the Scanner's
    /// passes shrink the frame once for both engines, on where zxing-cpp sees the frame as it is.
    package var downscale = false

    /// A decoder for the retail symbologies among `symbologies`.
    package init(symbologies: [Symbology] = Symbology.retail, thorough: Bool = true, minLineCount: Int = 2) {
        self.symbologies = symbologies.filter { Self.bits[$0.name] != nil }
        self.thorough = thorough
        self.minLineCount = minLineCount
    }

    /// The rows between the lines zxing-cpp scans in a frame `height` tall, as `lineCount`
    /// counts them: every row when thorough (zxing-cpp 1.4 steps height/512 rows on frames
    /// taller than 1024, but also counts its own downscaled copies' lines; one row is the
    /// count that never overstates its evidence), a 32nd of the height otherwise (its 15
    /// lines around the middle).
    func rowStep(height: Int) -> Int {
        thorough ? 1 : max(1, height / 32)
    }

    private static let bits: [String: Int32] = [
        "ean13": Int32(CZXing_EAN13), "upca": Int32(CZXing_UPCA), "upce": Int32(CZXing_UPCE),
        "ean8": Int32(CZXing_EAN8),
    ]
    private static let names: [Int32: (String, GTIN.Format)] = [
        Int32(CZXing_EAN13): ("EAN-13", .ean13), Int32(CZXing_UPCA): ("UPC-A", .upcA),
        Int32(CZXing_UPCE): ("UPC-E", .upcE), Int32(CZXing_EAN8): ("EAN-8", .ean8),
    ]

    /// The codes in `frame`; empty when none (or when zxing-cpp failed, which it reports only as failure).
    package func decode(_ frame: GrayFrame) -> [Read] {
        let formats = symbologies.reduce(Int32(0)) { $0 | (Self.bits[$1.name] ?? 0) }
        guard formats != 0 else { return [] }
        var options = CZXing_options(
            formats: formats, try_harder: thorough ? 1 : 0, try_rotate: thorough ? 1 : 0,
            min_line_count: Int32(minLineCount), read_add_ons: 1, max_symbols: 0,
            try_downscale: downscale ? 1 : 0)
        let capacity = 32
        var results = [CZXing_result](repeating: CZXing_result(), count: capacity)
        let count = frame.pixels.withUnsafeBufferPointer { pixels in
            results.withUnsafeMutableBufferPointer { out in
                CZXing_read(
                    pixels.baseAddress, Int32(frame.width), Int32(frame.height), Int32(frame.width), &options,
                    out.baseAddress, Int32(capacity))
            }
        }
        guard count > 0 else { return [] }
        return results.prefix(Int(count)).compactMap(Self.read)
    }

    private static func read(_ result: CZXing_result) -> Read? {
        guard let (name, format) = names[result.format] else { return nil }
        let text = string(result.text)
        let addOn = string(result.add_on)
        guard let gtin = try? GTIN(parsing: text, hint: format) else { return nil }
        let xs = [result.x.0, result.x.1, result.x.2, result.x.3]
        let ys = [result.y.0, result.y.1, result.y.2, result.y.3]
        return Read(
            gtin: gtin, text: text, symbology: name, addOn: addOn.isEmpty ? nil : addOn,
            lineCount: Int(result.line_count), corners: zip(xs, ys).map { Point(x: Int($0), y: Int($1)) })
    }

    /// A fixed C character field as a String, up to its NUL.
    private static func string<T>(_ field: T) -> String {
        withUnsafeBytes(of: field) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
