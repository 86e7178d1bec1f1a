import Imaging

/// What `PhotoReader` found in one image.
package struct PhotoReading: Sendable {
    /// The confirmed barcodes, top to bottom, each with its box (in the photo's pixels, turned
    /// upright, also when a large JPEG was decoded smaller) and add-on; empty when nothing was
    /// confirmed.
    package var symbols: [DecodedSymbol] = []
    /// Places where one symbol was read as two different codes: neither is in `symbols`, and
    /// the photo deserves a look by a person.
    package var conflicts: [Conflict] = []
    /// Every engine read of every pass, confirmed or not (for `--verbose` and benchmarks).
    package var reads: [EngineRead] = []
    /// The pass after which the symbols were settled; nil when nothing was confirmed.
    package var pass: ScanPass?
    /// How many passes ran.
    package var passesTried = 0
    /// The size of the frame the passes started from (after EXIF turn and any JPEG scaling;
    /// the boxes are not in its pixels when it was scaled).
    package var width: Int
    /// The size of the frame the passes started from.
    package var height: Int
    /// Damage the decoder worked around (see `LoadedImage.damage`); the symbols, if any, are still good.
    package var damage: ImageError?

    /// An empty reading of a `width` x `height` frame.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Moves the codes' outlines and the conflicts' boxes from the frame's pixels to those of
    /// the photo as stored (turned upright), `size`: a large JPEG is decoded smaller, and a
    /// person (or a script cropping the photo) means the photo's own pixels.
    mutating func scalePlaces(to size: (width: Int, height: Int)) {
        guard width > 0, height > 0 else { return }
        let (scaleX, scaleY) = (Double(size.width) / Double(width), Double(size.height) / Double(height))
        let scale = { (point: Point) in
            Point(x: Int((Double(point.x) * scaleX).rounded()), y: Int((Double(point.y) * scaleY).rounded()))
        }
        for index in symbols.indices { symbols[index].polygon = symbols[index].polygon.map(scale) }
        for index in conflicts.indices {
            let box = conflicts[index].box
            let corner = scale(Point(x: box.minX, y: box.minY))
            let far = scale(Point(x: box.maxX + 1, y: box.maxY + 1))
            conflicts[index].box = Box(minX: corner.x, minY: corner.y, maxX: far.x - 1, maxY: far.y - 1)
        }
    }

    /// Takes `verdict`, reached after `pass`, as the answer so far.
    mutating func settle(_ verdict: Verdict, by pass: ScanPass) {
        symbols = verdict.codes
        conflicts = verdict.conflicts
        self.pass = symbols.isEmpty ? nil : pass
    }
}

/// One path's outcome in `PhotoReader.scan(paths:)`.
package struct PhotoScan: Sendable {
    /// The file (or, for a directory that could not be listed, the directory).
    package var path: String
    /// The reading, or why the file could not be read.
    package var result: Result<PhotoReading, ImageError>

    /// The barcodes read, empty on failure.
    package var symbols: [DecodedSymbol] {
        (try? result.get().symbols) ?? []
    }
}
