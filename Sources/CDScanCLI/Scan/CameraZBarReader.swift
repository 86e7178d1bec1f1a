import Scanner

/// The camera's barcode reader: zbar on each frame, keeping the retail codes.
///
/// Symbols without a GTIN (Code 128, QR Code, enabled with --symbologies) are
/// not discs and are left out.
struct ZBarCodeReader: CameraCodeReader {
    private let decoder: ZBarDecoder

    /// A reader for the named symbologies; empty: EAN-13, UPC-A, UPC-E and EAN-8.
    init(symbologyNames names: [String]) throws(DecoderError) {
        decoder = names.isEmpty ? try ZBarDecoder() : try ZBarDecoder(symbologyNames: names)
    }

    func read(_ frame: GrayFrame) -> [ScanSession.Sighting] {
        decoder.decode(frame).compactMap { symbol in
            guard let gtin = symbol.gtin else { return nil }
            return ScanSession.Sighting(
                gtin: gtin, text: symbol.text, symbology: symbol.symbology,
                bounds: ScanSession.Sighting.bounds(of: symbol.polygon.map { ($0.x, $0.y) }))
        }
    }
}
