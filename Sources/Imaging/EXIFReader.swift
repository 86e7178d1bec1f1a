internal import CExif

/// Finds a JPEG's EXIF segment and reads its orientation with libexif.
///
/// Damaged or missing EXIF is not an error: the photo is then taken as upright.
/// - SeeAlso: https://libexif.github.io/api/exif-data_8h.html
enum EXIFReader {
    /// The orientation recorded in `jpeg`'s APP1 "Exif" segment, `.up` when there is none.
    static func orientation(ofJPEG jpeg: UnsafeBufferPointer<UInt8>) -> Orientation {
        guard let segment = exifSegment(jpeg), let data = exif_data_new() else { return .up }
        defer { exif_data_unref(data) }
        // Without this option libexif "fixes" the data, inventing mandatory tags with default values.
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_load_data(data, segment.baseAddress, UInt32(segment.count))
        guard let ifd0 = data.pointee.ifd.0, let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, entry.pointee.size >= 2,
            let bytes = entry.pointee.data
        else { return .up }
        let value = exif_get_short(bytes, exif_data_get_byte_order(data))
        return Orientation(rawValue: Int(value)) ?? .up
    }

    /// The payload of the first APP1 segment that starts with "Exif\0\0", found by walking the
    /// markers before the image data; nil if there is none or the markers are malformed.
    static func exifSegment(_ jpeg: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        var index = 2  // after SOI
        while index + 4 <= jpeg.count {
            guard jpeg[index] == 0xFF else { return nil }
            let marker = jpeg[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data or end: no EXIF before it
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // markers without a length
                index += 2
                continue
            }
            let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
            guard length >= 2, index + 2 + length <= jpeg.count else { return nil }
            let payload = UnsafeBufferPointer(rebasing: jpeg[(index + 4)..<(index + 2 + length)])
            if marker == 0xE1, payload.count > exifHeader.count, Array(payload.prefix(6)) == exifHeader {
                return payload
            }
            index += 2 + length
        }
        return nil
    }
}
