import Barcode
internal import CZBar
import Imaging

/// Reads barcodes in grey frames with libzbar's image scanner.
///
/// Only the retail symbologies (EAN-13, UPC-A, UPC-E, EAN-8) are enabled unless
/// more are asked for by name. A retail symbol whose data is not a valid GTIN is
/// dropped. The scanner is a C handle: one decoder belongs to one task at a time.
/// - SeeAlso: https://zbar.sourceforge.net/api/zbar_8h.html
package final class ZBarDecoder {
    /// The symbologies this decoder reports.
    package let symbologies: [Symbology]
    /// The scan-line spacing in pixels, both ways (1 to 16; see `init(symbologies:density:)`).
    /// Changing it is cheap: a photo's passes set it per pass.
    package var density: Int {
        didSet {
            density = Self.clamped(density)
            // zbar refuses a density only for a symbology it does not know; ZBAR_NONE it always takes.
            try? configure(ZBAR_NONE, ZBAR_CFG_X_DENSITY, Int32(density))
            try? configure(ZBAR_NONE, ZBAR_CFG_Y_DENSITY, Int32(density))
        }
    }
    /// Whether every image is read as if it were the first (`startAfresh`): what one image reads
    /// never depends on the one before. `FrameEngines` sets it for photos and the camera alike
    /// (zbarcam lets zbar join halves across frames; a half kept from the last disc turns the
    /// next disc of the same label into the last one).
    package var readsEachImageAlone = false
    private var scanner: OpaquePointer

    /// A decoder for `symbologies`, retail ones by default.
    ///
    /// `density` is zbar's scan-line spacing in pixels, both ways: 1 reads every
    /// row and column (most thorough), 2 or 3 trade small barcodes for speed.
    package init(symbologies: [Symbology] = Symbology.retail, density: Int = 1) throws(DecoderError) {
        guard !symbologies.isEmpty else { throw .noSymbologies }
        self.symbologies = symbologies
        self.density = Self.clamped(density)
        scanner = try Self.scanner(for: symbologies, density: Self.clamped(density))
    }

    /// Forgets what zbar kept from the images it read before: a new image scanner with the same
    /// settings. zbar's EAN decoder keeps a half symbol from one image to the next (no public call
    /// resets it), so one image's half completes another's: Fixtures/images/degraded/noise.png,
    /// turned 22.5 degrees, reads as nothing alone and as its code after jpeg-q5.jpg, and a pass
    /// over a photo read a code from the half an earlier pass left. Where zbar cannot make a
    /// scanner (memory), the old one stays: the settings it took once it takes again.
    package func startAfresh() {
        guard let fresh = try? Self.scanner(for: symbologies, density: density) else { return }
        zbar_image_scanner_destroy(scanner)
        scanner = fresh
    }

    /// A new image scanner reading `symbologies` (and retail add-ons) at `density`.
    private static func scanner(for symbologies: [Symbology], density: Int) throws(DecoderError) -> OpaquePointer {
        guard let scanner = zbar_image_scanner_create() else {
            throw .zbarFailed("could not create an image scanner (out of memory?)")
        }
        func configure(_ type: zbar_symbol_type_t, _ config: zbar_config_t, _ value: Int32) throws(DecoderError) {
            do throws(DecoderError) {
                try Self.configure(scanner, type, config, value)
            } catch {
                zbar_image_scanner_destroy(scanner)
                throw error
            }
        }
        // Disable everything first: zbar's defaults include symbologies a CD case never has,
        // and each one is a chance to misread text or texture.
        try configure(ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in symbologies {
            try configure(zbar_symbol_type_t(symbology.zbarType), ZBAR_CFG_ENABLE, 1)
        }
        // zbar reads EAN-2/EAN-5 add-ons only when they are enabled, and reports them as
        // symbols of their own; `decode` hands each to the code it is printed beside.
        if symbologies.contains(where: { $0.isRetail }) {
            try configure(ZBAR_EAN2, ZBAR_CFG_ENABLE, 1)
            try configure(ZBAR_EAN5, ZBAR_CFG_ENABLE, 1)
        }
        try configure(ZBAR_NONE, ZBAR_CFG_X_DENSITY, Int32(density))
        try configure(ZBAR_NONE, ZBAR_CFG_Y_DENSITY, Int32(density))
        return scanner
    }

    private static func clamped(_ density: Int) -> Int { max(1, min(density, 16)) }

    /// The scan-line spacing for live video of this size: every line up to 640x480, every second
    /// line above, which keeps 1280x720 above 30 frames a second on one core (bench/decoder-bench.sh).
    package static func recommendedDensity(width: Int, height: Int) -> Int {
        width * height <= 640 * 480 ? 1 : 2
    }

    deinit {
        zbar_image_scanner_destroy(scanner)
    }

    private func configure(_ type: zbar_symbol_type_t, _ config: zbar_config_t, _ value: Int32) throws(DecoderError) {
        try Self.configure(scanner, type, config, value)
    }

    private static func configure(
        _ scanner: OpaquePointer, _ type: zbar_symbol_type_t, _ config: zbar_config_t, _ value: Int32
    ) throws(DecoderError) {
        guard zbar_image_scanner_set_config(scanner, type, config, value) == 0 else {
            let name = String(cString: zbar_get_symbol_name(type))
            throw .zbarFailed("setting \(config.rawValue) of \(name) to \(value) was refused")
        }
    }

    /// The symbols in `frame`, in the order zbar found them, without repeats.
    package func decode(_ frame: GrayFrame) -> [DecodedSymbol] {
        if readsEachImageAlone { startAfresh() }
        guard let image = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(image) }
        zbar_image_set_format(image, CZBar_fourcc_Y800())
        zbar_image_set_size(image, UInt32(frame.width), UInt32(frame.height))
        return frame.pixels.withUnsafeBufferPointer { buffer -> [DecodedSymbol] in
            // No cleanup handler: zbar borrows the bytes only for the length of this closure.
            zbar_image_set_data(image, buffer.baseAddress, UInt(buffer.count), nil)
            defer { zbar_image_set_data(image, nil, 0, nil) }
            guard zbar_scan_image(scanner, image) > 0 else { return [] }
            var symbols: [DecodedSymbol] = []
            var addOns: [DecodedSymbol] = []
            var next = zbar_image_first_symbol(image)
            while let symbol = next {
                let type = zbar_symbol_get_type(symbol)
                if let decoded = Self.symbol(from: symbol) {
                    if (type == ZBAR_EAN2 || type == ZBAR_EAN5) && !isAsked(type) {
                        addOns.append(decoded)
                    } else if !symbols.contains(decoded) {
                        symbols.append(decoded)
                    }
                }
                next = zbar_symbol_next(symbol)
            }
            return Self.attaching(addOns, to: symbols)
        }
    }

    private func isAsked(_ type: zbar_symbol_type_t) -> Bool {
        symbologies.contains { $0.zbarType == type.rawValue }
    }

    /// `symbols` with each add-on given to the retail code it is printed beside: the nearest
    /// along the code's length (either end: the photo may be upside down) that shares its
    /// rows (or columns, for a code turned on its side), at most one code's length away.
    static func attaching(_ addOns: [DecodedSymbol], to symbols: [DecodedSymbol]) -> [DecodedSymbol] {
        var symbols = symbols
        for addOn in addOns {
            guard let near = addOn.box else { continue }
            var best: (index: Int, gap: Int)?
            for (index, symbol) in symbols.enumerated() where symbol.gtin != nil && symbol.addOn == nil {
                guard let box = symbol.box, let gap = gap(from: box, to: near) else { continue }
                if best.map({ gap < $0.gap }) ?? true { best = (index, gap) }
            }
            if let best { symbols[best.index].addOn = addOn.text }
        }
        return symbols
    }

    /// How far `near` lies beyond either end of `box` along its longer side; nil when it is not beside it.
    private static func gap(from box: Box, to near: Box) -> Int? {
        let across = box.width >= box.height
        let (lo, hi, nearLo, nearHi) =
            across ? (box.minX, box.maxX, near.minX, near.maxX) : (box.minY, box.maxY, near.minY, near.maxY)
        let shares =
            across ? box.minY <= near.maxY && near.minY <= box.maxY : box.minX <= near.maxX && near.minX <= box.maxX
        let length = hi - lo + 1
        let gap = max(nearLo - hi, lo - nearHi)
        guard shares, gap >= -length / 4, gap <= length else { return nil }
        return gap
    }

    private static func symbol(from symbol: OpaquePointer) -> DecodedSymbol? {
        let type = zbar_symbol_get_type(symbol)
        let length = Int(zbar_symbol_get_data_length(symbol))
        let text = zbar_symbol_get_data(symbol).map { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        }
        guard let text else { return nil }
        var polygon: [Point] = []
        for index in 0..<zbar_symbol_get_loc_size(symbol) {
            polygon.append(
                Point(x: Int(zbar_symbol_get_loc_x(symbol, index)), y: Int(zbar_symbol_get_loc_y(symbol, index))))
        }
        let isRetail = Symbology.all.first { $0.zbarType == type.rawValue }?.isRetail ?? false
        let gtin = try? GTIN(parsing: text, hint: type == ZBAR_UPCE ? .upcE : (type == ZBAR_EAN8 ? .ean8 : nil))
        if isRetail && gtin == nil { return nil }
        return DecodedSymbol(
            gtin: isRetail ? gtin : nil, text: text, symbology: String(cString: zbar_get_symbol_name(type)),
            quality: Int(zbar_symbol_get_quality(symbol)), polygon: polygon)
    }
}

// The ZBarDecoder handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension ZBarDecoder: Sendable {}
