/// What `PhotoReader` found in one image.
public struct PhotoReading: Sendable {
    /// The barcodes read, polygons in the loaded frame's coordinates; empty when no pass read any.
    public var symbols: [DecodedSymbol]
    /// The pass that read them; nil when none did.
    public var pass: ScanPass?
    /// How many passes ran (the last one the successful pass).
    public var passesTried: Int
    /// The size of the frame the passes started from (after EXIF turn and any JPEG scaling).
    public var width: Int
    /// The size of the frame the passes started from.
    public var height: Int
    /// Damage the decoder worked around (see `LoadedImage.damage`); the symbols, if any, are still good.
    public var damage: ImageError?
}

/// One path's outcome in `PhotoReader.scan(paths:)`.
public struct PhotoScan: Sendable {
    /// The file (or, for a directory that could not be listed, the directory).
    public var path: String
    /// The reading, or why the file could not be read.
    public var result: Result<PhotoReading, ImageError>

    /// The barcodes read, empty on failure.
    public var symbols: [DecodedSymbol] {
        (try? result.get().symbols) ?? []
    }
}
