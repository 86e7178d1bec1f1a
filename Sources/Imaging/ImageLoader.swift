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
                try stored(PNGDecoder.decodeGray(buffer, path: path, admit: admitter(path)), .png)
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

    /// A frame that needs no turn: PNG and WebP have no orientation, and libheif applies the file's own.
    private func stored(_ frame: GrayFrame, _ format: ImageFormat) -> LoadedImage {
        LoadedImage(
            frame: frame, format: format, orientation: .up, storedWidth: frame.width, storedHeight: frame.height,
            damage: nil)
    }

    private func admitter(_ path: String) -> (Int, Int) throws(ImageError) -> Void {
        { [limits] (width: Int, height: Int) throws(ImageError) in
            try limits.admit(width: width, height: height, path: path)
        }
    }

    private func decodeJPEG(_ jpeg: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) -> LoadedImage {
        guard let turbo = TurboJPEG() else { throw .unreadable(path: path, reason: "TurboJPEG could not start") }
        let decoded = try turbo.decode(
            jpeg, path: path, limits: limits, as: .gray, scale: .withinPixels(limits.maxDecodedPixels))
        guard let frame = GrayFrame(width: decoded.width, height: decoded.height, pixels: decoded.pixels) else {
            throw .corrupt(path: path, detail: "TurboJPEG returned the wrong number of pixels")
        }
        let orientation = EXIFReader.orientation(ofJPEG: jpeg)
        return LoadedImage(
            frame: frame, format: .jpeg, orientation: orientation,
            storedWidth: decoded.stored.width, storedHeight: decoded.stored.height, damage: decoded.damage)
    }
}
