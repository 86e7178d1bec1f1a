/// The guard against progressive-JPEG scan bombs, for every JPEG cdscan decodes (`TurboJPEG.decode`
/// under `ImageLimits`): the photo reader's (`ImageLoader`) and the gallery's cover thumbnails (`RGBDecoder`).
///
/// libjpeg walks every coefficient of a progressive image in each scan, so a few kilobytes of
/// repeated scans cost seconds and hundreds of megabytes (TurboJPEG's `TJFLAG_LIMITSCANS` stops
/// only at 500); a photo has about ten scans.
package enum JPEGScans {
    /// How many scans an image of the largest allowed size may have; smaller images may have more.
    static let atMaxPixels = 24

    /// How many start-of-scan markers (FF DA) appear anywhere: none in a JPEG cut before its image
    /// data. An upper bound, as an EXIF thumbnail's scans count too.
    package static func count(in jpeg: UnsafeBufferPointer<UInt8>) -> Int {
        guard jpeg.count >= 2 else { return 0 }
        var count = 0
        for index in 0..<(jpeg.count - 1) where jpeg[index] == 0xFF && jpeg[index + 1] == 0xDA { count += 1 }
        return count
    }

    /// Whether decoding `scans` scans of a `width` x `height` image costs no more than decoding
    /// `atMaxPixels` scans of `maxPixels` pixels.
    static func allowDecoding(scans: Int, width: Int, height: Int, maxPixels: Int) -> Bool {
        scans * width * height / atMaxPixels <= maxPixels
    }
}
