/// An image file format, told by the file's first bytes (never by its name).
package enum ImageFormat: String, Sendable, Equatable {
    /// JPEG (JFIF or EXIF), decoded with TurboJPEG.
    case jpeg = "JPEG"
    /// PNG, decoded with libpng's simplified API.
    case png = "PNG"
    /// Netpbm greymap or pixmap (P2, P3, P5, P6).
    case pnm = "PGM/PPM"
    /// WebP (lossy or lossless, still), decoded with libwebp.
    case webp = "WebP"
    /// HEIC/HEIF (the iPhone default), decoded with libheif, loaded on first use.
    case heif = "HEIC/HEIF"

    /// What the magic bytes at the start of a file say.
    enum Detection: Equatable {
        case supported(ImageFormat)
        /// A recognised format cdscan does not decode, by name.
        case unsupported(String)
        case unknown
    }

    /// Looks at the first bytes of `bytes`.
    static func detect(_ bytes: [UInt8]) -> Detection {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .supported(.jpeg) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .supported(.png) }
        if bytes.count >= 3, bytes[0] == UInt8(ascii: "P"), PNMDecoder.isSpace(bytes[2]) {
            switch bytes[1] {
            case UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "5"), UInt8(ascii: "6"): return .supported(.pnm)
            case UInt8(ascii: "1"), UInt8(ascii: "4"): return .unsupported("PBM (1-bit)")
            case UInt8(ascii: "7"): return .unsupported("PAM")
            default: break
            }
        }
        if starts(Array("GIF8".utf8)) { return .unsupported("GIF") }
        if starts(Array("BM".utf8)) && bytes.count >= 14 { return .unsupported("BMP") }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .supported(.webp) }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .unsupported("TIFF") }
        if starts(Array("%PDF".utf8)) { return .unsupported("PDF") }
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["avif", "avis"].contains(brand) { return .unsupported("AVIF") }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) {
                return .supported(.heif)
            }
        }
        return .unknown
    }

    /// How a file begins, for an error message: quoted text when printable, else hex bytes.
    static func describeStart(_ bytes: [UInt8]) -> String {
        let head = bytes.prefix(12)
        if head.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x0A || $0 == 0x09 }) {
            let text = String(decoding: head, as: UTF8.self).replacingNewlines()
            return "\"\(text)\(bytes.count > head.count ? "..." : "")\""
        }
        return head.prefix(8).map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ")
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }
}
