/// What `PhotoReader` found in one image.
public struct PhotoReading: Sendable {
    /// The confirmed barcodes, top to bottom, each with its box (in the loaded frame's
    /// coordinates) and add-on; empty when nothing was confirmed.
    public var symbols: [DecodedSymbol] = []
    /// Places where one symbol was read as two different codes: neither is in `symbols`, and
    /// the photo deserves a look by a person.
    public var conflicts: [Conflict] = []
    /// Every engine read of every pass, confirmed or not (for `--verbose` and benchmarks).
    public var reads: [EngineRead] = []
    /// The pass after which the symbols were settled; nil when nothing was confirmed.
    public var pass: ScanPass?
    /// How many passes ran.
    public var passesTried = 0
    /// The size of the frame the passes started from (after EXIF turn and any JPEG scaling).
    public var width: Int
    /// The size of the frame the passes started from.
    public var height: Int
    /// Damage the decoder worked around (see `LoadedImage.damage`); the symbols, if any, are still good.
    public var damage: ImageError?

    /// An empty reading of a `width` x `height` frame.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Takes `verdict`, reached after `pass`, as the answer so far.
    mutating func settle(_ verdict: Verdict, by pass: ScanPass) {
        symbols = verdict.codes
        conflicts = verdict.conflicts
        self.pass = symbols.isEmpty ? nil : pass
    }
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
