/// Why a photo could not be loaded; every case names the file (worded in `Presentation/ErrorWords`).
package enum ImageError: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The file exists but this user may not read it.
    case permissionDenied(path: String)
    /// Reading failed for another reason (a directory, an I/O error); `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// The file has no bytes at all.
    case empty(path: String)
    /// The bytes are not a JPEG, PNG or PGM/PPM image; `start` shows how the file begins.
    case unknownFormat(path: String, start: String)
    /// A known image format that cdscan cannot decode (GIF, HEIC, WebP, CMYK JPEG, ...).
    case unsupportedFormat(path: String, format: String)
    /// The file ends before the image does; `detail` is the decoding library's message.
    case truncated(path: String, detail: String)
    /// The image data is damaged; `detail` is the decoding library's message.
    case corrupt(path: String, detail: String)
    /// The declared size is beyond `ImageLimits` (a decompression bomb, or simply too big to scan).
    case tooLarge(path: String, width: Int, height: Int)
    /// The file itself is beyond `ImageLimits.maxFileBytes`.
    case fileTooLarge(path: String, bytes: Int)
    /// A directory named for scanning holds no image files.
    case noImages(path: String)
    /// The library that decodes this format is not installed (libheif is loaded only when needed).
    case decoderMissing(path: String, format: String, reason: String)
    /// A folder links back to one of the folders it is in, which would be searched forever.
    case symlinkLoop(path: String)

    /// The file the error is about.
    package var path: String {
        switch self {
        case .missing(let path), .permissionDenied(let path), .unreadable(let path, _), .empty(let path),
            .unknownFormat(let path, _), .unsupportedFormat(let path, _), .truncated(let path, _),
            .corrupt(let path, _), .tooLarge(let path, _, _), .fileTooLarge(let path, _), .noImages(let path),
            .decoderMissing(let path, _, _), .symlinkLoop(let path):
            return path
        }
    }
}
