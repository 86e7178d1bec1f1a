import Imaging

/// The camera's barcode reader: both engines (zbar and zxing-cpp) and the confirmation rule on
/// each frame, through `FrameReader`, keeping the retail codes.
///
/// Symbols without a GTIN (Code 128, QR Code, enabled with --symbologies) are not discs and are
/// left out. Frames larger than 640x480 are scanned by zbar at density 2 (bench/decoder-bench.sh).
package final class ZBarCodeReader: CameraCodeReader {
    private let reader: FrameReader

    /// A reader for `symbologies`: EAN-13, UPC-A, UPC-E and EAN-8 unless told otherwise.
    package init(symbologies: [Symbology] = Symbology.retail) throws(DecoderError) {
        guard !symbologies.isEmpty else { throw .noSymbologies }
        reader = try FrameReader(symbologies: symbologies)
    }

    package func read(_ frame: GrayFrame) -> [ScanSession.Sighting] {
        reader.read(frame).codes.compactMap { symbol in
            guard let gtin = symbol.gtin else { return nil }
            return ScanSession.Sighting(
                gtin: gtin, text: symbol.text, symbology: symbol.symbology,
                bounds: FrameRect(bounding: symbol.polygon.map { ($0.x, $0.y) }))
        }
    }
}
