/// Loads image files (JPEG, PNG, PGM/PPM, WebP, HEIC/HEIF; told apart by content) into upright grey frames.
///
/// Memory: the file's bytes, one grey buffer, and a turned copy only when EXIF
/// asks for a turn. Declared sizes are checked against `limits` before any
/// pixel buffer is allocated, and very large JPEGs decode at a reduced scale.
package struct ImageLoader: Sendable {
    /// The bounds checked before decoding.
    package var limits: ImageLimits

    /// A loader with the given limits.
    package init(limits: ImageLimits = .standard) {
        self.limits = limits
    }

    /// Reads and decodes the file at `path`.
    package func load(path: String) throws(ImageError) -> LoadedImage {
        var bytes = try ImageFile.read(path, limits: limits)
        var stored = try decodeStored(bytes, path: path)
        bytes = []  // the file's bytes go before the turned copy is made
        stored.frame = stored.frame.applying(stored.orientation)
        return stored
    }

    /// Decodes image bytes already in memory; `path` only names them in errors.
    package func decode(_ bytes: [UInt8], path: String) throws(ImageError) -> LoadedImage {
        var stored = try decodeStored(bytes, path: path)
        stored.frame = stored.frame.applying(stored.orientation)
        return stored
    }

    /// The image as stored, its orientation read but not yet applied.
    private func decodeStored(_ bytes: [UInt8], path: String) throws(ImageError) -> LoadedImage {
        guard !bytes.isEmpty else { throw .empty(path: path) }
        switch ImageFormat.detect(bytes) {
        case .supported(.jpeg):
            return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
                try decodeJPEG(buffer, path: path)
            }
        case .supported(.png):
            return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
                try decodePNG(buffer, path: path)
            }
        case .supported(.pnm):
            return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
                let frame = try PNMDecoder.decodeGray(buffer, path: path, admit: admitter(path))
                return LoadedImage(
                    frame: frame, format: .pnm, orientation: .up, storedWidth: frame.width,
                    storedHeight: frame.height, damage: nil)
            }
        case .supported(.webp):
            return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
                try stored(WebPDecoder.decodeGray(buffer, path: path, admit: admitter(path)), .webp)
            }
        case .supported(.heif):
            return try bytes.withUnsafeBufferPointer { buffer throws(ImageError) in
                try stored(HEIFDecoder.decodeGray(buffer, path: path, admit: admitter(path)), .heif)
            }
        case .unsupported(let name): throw .unsupportedFormat(path: path, format: name)
        case .unknown: throw .unknownFormat(path: path, start: ImageFormat.describeStart(bytes))
        }
    }

    /// A frame that needs no turn: WebP has no orientation, and libheif applies the file's own.
    private func stored(_ frame: GrayFrame, _ format: ImageFormat) -> LoadedImage {
        LoadedImage(
            frame: frame, format: format, orientation: .up, storedWidth: frame.width, storedHeight: frame.height,
            damage: nil)
    }

    private func admitter(_ path: String) -> (Int, Int) throws(ImageError) -> Void {
        { [limits] (width: Int, height: Int) throws(ImageError) in
            guard limits.allows(width: width, height: height) else {
                throw .tooLarge(path: path, width: width, height: height)
            }
        }
    }

    private func decodeJPEG(_ jpeg: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) -> LoadedImage {
        guard let turbo = TurboJPEG() else { throw .unreadable(path: path, reason: "TurboJPEG could not start") }
        let header: TurboJPEG.Header
        do {
            header = try turbo.header(jpeg)
        } catch {
            throw Self.jpegError(error.message, path: path, fatal: true)
        }
        let scans = JPEGScans.count(in: jpeg)
        guard header.width > 0, header.height > 0 else {
            // libjpeg pretends a file that ends inside its headers ended normally, leaving no size.
            let detail = "libjpeg: no image size before the data ends"
            throw scans > 0 ? .corrupt(path: path, detail: detail) : .truncated(path: path, detail: detail)
        }
        try admitter(path)(header.width, header.height)
        if header.isCMYK { throw .unsupportedFormat(path: path, format: "CMYK JPEG") }
        guard
            JPEGScans.allowDecoding(
                scans: scans, width: header.width, height: header.height, maxPixels: limits.maxPixels)
        else {
            let detail = "JPEG has \(scans) scans, too many to decode a \(header.width)x\(header.height) image in time"
            throw .corrupt(path: path, detail: detail)
        }
        let size = turbo.scaledSize(width: header.width, height: header.height, maxPixels: limits.maxDecodedPixels)
        let decoded: (pixels: [UInt8], warning: String?)
        do {
            decoded = try turbo.decodeGray(jpeg, width: size.width, height: size.height)
        } catch {
            throw Self.jpegError(error.message, path: path, fatal: true)
        }
        guard let frame = GrayFrame(width: size.width, height: size.height, pixels: decoded.pixels) else {
            throw .corrupt(path: path, detail: "TurboJPEG returned the wrong number of pixels")
        }
        let orientation = EXIFReader.orientation(ofJPEG: jpeg)
        return LoadedImage(
            frame: frame, format: .jpeg, orientation: orientation,
            storedWidth: header.width, storedHeight: header.height,
            damage: decoded.warning.map { Self.jpegError($0, path: path, fatal: false) })
    }

    /// libjpeg words a file that ends early as "Premature end of JPEG file" (a warning: the rest is grey),
    /// or, when even the headers are cut, fails to find what it needs.
    static func jpegError(_ message: String, path: String, fatal: Bool) -> ImageError {
        let detail = "libjpeg: " + message
        let cut = ["premature end of jpeg file", "jpeg datastream contains no image"]
        let lowered = message.lowercased()
        if cut.contains(where: { lowered.contains($0) }) {
            return .truncated(path: path, detail: detail)
        }
        return .corrupt(path: path, detail: detail)
    }

    private func decodePNG(_ png: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) -> LoadedImage {
        do {
            let frame = try PNGDecoder.decodeGray(png, admit: admitter(path))
            return LoadedImage(
                frame: frame, format: .png, orientation: .up, storedWidth: frame.width, storedHeight: frame.height,
                damage: nil)
        } catch {
            switch error {
            case .image(let refused):
                throw refused
            case .png(let failure):
                let detail = "libpng: " + failure.message
                throw failure.truncated ? .truncated(path: path, detail: detail) : .corrupt(path: path, detail: detail)
            }
        }
    }
}
