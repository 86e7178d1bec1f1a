internal import CPNG

/// PNG covers decoded with libpng's simplified API, which reports errors in
/// `png_image.message` instead of long-jumping through Swift frames.
/// - SeeAlso: http://www.libpng.org/pub/png/libpng-manual.txt ("Simplified API")
enum PNGCover {
    /// Whether `bytes` start with the PNG signature.
    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// The pixels of `png`, transparency composed onto white; nil when libpng cannot read it
    /// or it has more than `maxPixels`.
    static func decode(_ png: [UInt8], maxPixels: Int) -> RGBImage? {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, png, png.count) != 0 else { return nil }
        defer { png_image_free(&image) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width * height <= maxPixels else { return nil }
        image.format = png_uint_32(PNG_FORMAT_RGB)
        var white = png_color(red: 255, green: 255, blue: 255)
        var succeeded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 3) { buffer, count in
            succeeded = png_image_finish_read(&image, &white, buffer.baseAddress, Int32(width * 3), nil) != 0
            count = width * height * 3
        }
        guard succeeded else { return nil }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
