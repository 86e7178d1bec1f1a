/// Which of TurboJPEG's decoded sizes to take: scaling while decoding is cheap, an exact size is not.
enum JPEGScale {
    /// The largest within this many pixels (the photo reader: enough for a barcode, bounded memory).
    case withinPixels(Int)
    /// The smallest at least this wide, the full size for narrower images (a thumbnail's source).
    case atLeastWidth(Int)

    func pick(among sizes: [(width: Int, height: Int)], width: Int, height: Int) -> (width: Int, height: Int) {
        switch self {
        case .withinPixels(let maxPixels):
            var best: (width: Int, height: Int)?
            for size in sizes where size.width * size.height <= maxPixels {
                if size.width * size.height > (best.map { $0.width * $0.height } ?? 0) { best = size }
            }
            return best ?? (max(1, (width + 7) / 8), max(1, (height + 7) / 8))
        case .atLeastWidth(let minWidth):
            var best = (width: width, height: height)
            for size in sizes where size.width >= minWidth && size.width < best.width { best = size }
            return best
        }
    }
}

extension TurboJPEG {
    /// A JPEG decoded under `ImageLimits`, as stored (no EXIF turn applied).
    struct Decoded {
        var pixels: [UInt8]
        var width: Int
        var height: Int
        /// The size the header declares.
        var stored: Header
        /// Damage libjpeg worked around, as an `ImageError`; nil for a sound file.
        var damage: ImageError?
    }

    /// Decodes `jpeg` into `layout` pixels at the size `scale` picks, after the checks every JPEG cdscan
    /// decodes passes first: a size within `limits`, not CMYK, and no more scans than `JPEGScans` allows.
    func decode(
        _ jpeg: UnsafeBufferPointer<UInt8>, path: String, limits: ImageLimits, as layout: PixelLayout,
        scale: JPEGScale
    ) throws(ImageError) -> Decoded {
        let header: Header
        do {
            header = try self.header(jpeg)
        } catch {
            throw Self.error(error.message, path: path, fatal: true)
        }
        let scans = JPEGScans.count(in: jpeg)
        guard header.width > 0, header.height > 0 else {
            // libjpeg pretends a file that ends inside its headers ended normally, leaving no size.
            let detail = "libjpeg: no image size before the data ends"
            throw scans > 0 ? .corrupt(path: path, detail: detail) : .truncated(path: path, detail: detail)
        }
        try limits.admit(width: header.width, height: header.height, path: path)
        if header.isCMYK { throw .unsupportedFormat(path: path, format: "CMYK JPEG") }
        guard
            JPEGScans.allowDecoding(
                scans: scans, width: header.width, height: header.height, maxPixels: limits.maxPixels)
        else {
            let detail = "JPEG has \(scans) scans, too many to decode a \(header.width)x\(header.height) image in time"
            throw .corrupt(path: path, detail: detail)
        }
        let sizes = scaledSizes(width: header.width, height: header.height)
        let size = scale.pick(among: sizes, width: header.width, height: header.height)
        let decoded: (pixels: [UInt8], warning: String?)
        do {
            decoded = try decode(jpeg, width: size.width, height: size.height, as: layout)
        } catch {
            throw Self.error(error.message, path: path, fatal: true)
        }
        return Decoded(
            pixels: decoded.pixels, width: size.width, height: size.height, stored: header,
            damage: decoded.warning.map { Self.error($0, path: path, fatal: false) })
    }

    /// libjpeg words a file that ends early as "Premature end of JPEG file" (a warning: the rest is grey),
    /// or, when even the headers are cut, fails to find what it needs.
    static func error(_ message: String, path: String, fatal: Bool) -> ImageError {
        let detail = "libjpeg: " + message
        let cut = ["premature end of jpeg file", "jpeg datastream contains no image"]
        let lowered = message.lowercased()
        if cut.contains(where: { lowered.contains($0) }) {
            return .truncated(path: path, detail: detail)
        }
        return .corrupt(path: path, detail: detail)
    }
}
