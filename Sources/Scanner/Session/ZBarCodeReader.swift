/// The camera's barcode reader: zbar on each frame, keeping the retail codes.
///
/// Symbols without a GTIN (Code 128, QR Code, enabled with --symbologies) are
/// not discs and are left out. Frames larger than 640x480 are scanned at zbar
/// density 2 (every other line and column): at 1280x720 that doubles the frame
/// rate (bench/decoder-bench.sh) and still reads a CD barcode held at 10-20 cm.
public final class ZBarCodeReader: CameraCodeReader {
    private let names: [String]
    /// One decoder per density, made on first use (a camera keeps its frame size).
    private var decoders: [Int: ZBarDecoder] = [:]

    /// A reader for the named symbologies; empty: EAN-13, UPC-A, UPC-E and EAN-8.
    public init(symbologyNames names: [String]) throws(DecoderError) {
        self.names = names
        decoders[1] = try Self.decoder(names, density: 1)
    }

    public func read(_ frame: GrayFrame) -> [ScanSession.Sighting] {
        let density = ZBarDecoder.recommendedDensity(width: frame.width, height: frame.height)
        guard let decoder = decoders[density] ?? (try? Self.decoder(names, density: density)) else { return [] }
        decoders[density] = decoder
        return decoder.decode(frame).compactMap { symbol in
            guard let gtin = symbol.gtin else { return nil }
            return ScanSession.Sighting(
                gtin: gtin, text: symbol.text, symbology: symbol.symbology,
                bounds: FrameRect(bounding: symbol.polygon.map { ($0.x, $0.y) }))
        }
    }

    private static func decoder(_ names: [String], density: Int) throws(DecoderError) -> ZBarDecoder {
        names.isEmpty ? try ZBarDecoder(density: density) : try ZBarDecoder(symbologyNames: names, density: density)
    }
}
