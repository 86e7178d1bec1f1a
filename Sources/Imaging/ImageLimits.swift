/// Bounds that keep a hostile or absurd file from exhausting memory; checked before any pixel buffer exists.
package struct ImageLimits: Sendable, Equatable {
    /// The most pixels an image may declare (width times height).
    package var maxPixels: Int
    /// The longest side an image may declare.
    var maxSide: Int
    /// The biggest file read into memory.
    var maxFileBytes: Int
    /// JPEGs larger than this are decoded at a reduced scale (TurboJPEG scales while decoding, cheaply);
    /// a barcode in a phone photo stays readable well below 16 megapixels.
    package var maxDecodedPixels: Int

    /// 100 megapixels, 30000 pixels a side, 256 MiB files, JPEGs decoded at no more than 16 megapixels.
    package static let standard = ImageLimits(
        maxPixels: 100_000_000, maxSide: 30_000, maxFileBytes: 256 << 20, maxDecodedPixels: 16_000_000)

    /// A bound on the pixel count alone, for bytes already in memory that are decoded reduced
    /// another way (the gallery's covers, scaled to a thumbnail's width).
    package static func pixels(_ maxPixels: Int) -> ImageLimits {
        ImageLimits(maxPixels: maxPixels, maxSide: .max, maxFileBytes: .max, maxDecodedPixels: .max)
    }

    /// Whether a declared size is within bounds.
    func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxSide && height <= maxSide && width * height <= maxPixels
    }

    /// Throws `.tooLarge` for `path` when a declared size is beyond bounds.
    func admit(width: Int, height: Int, path: String) throws(ImageError) {
        guard allows(width: width, height: height) else { throw .tooLarge(path: path, width: width, height: height) }
    }
}
