/// Why a photo could not be loaded, worded as advice to a person; every case names the file.
package enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
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

    package var description: String {
        let name = ImageFileList.displayName(path)
        switch self {
        case .missing:
            return "\(name) does not exist: check the path and its spelling"
        case .permissionDenied:
            return "cannot read \(name): permission denied; check the file's permissions (ls -l)"
        case .unreadable(_, let reason):
            return "cannot read \(name): \(reason)"
        case .empty where path == ImageFileList.standardInput:
            return "\(name) is empty (0 bytes): pipe a photo in (cdscan scan --image - < back.jpg)"
        case .empty:
            return "\(name) is empty (0 bytes): copy the photo again"
        case .unknownFormat(_, let start):
            return "\(name) is not a JPEG, PNG, WebP, HEIC or PGM/PPM image (it starts with \(start))"
        case .unsupportedFormat(_, let format):
            return "\(name) is a \(format) image, which cdscan cannot read: save it as JPEG or PNG"
        case .truncated(_, let detail):
            return "\(name) is cut short (\(detail)): copy it again from the camera or phone"
        case .corrupt(_, let detail):
            return "\(name) is damaged (\(detail)): take or copy the photo again"
        case .tooLarge(_, let width, let height):
            let megapixels = width * height / 1_000_000
            return "\(name) declares \(width)x\(height) pixels (\(megapixels) megapixels), too many to decode safely: "
                + "scale it down first"
        case .fileTooLarge(_, let bytes):
            return "\(name) is \(bytes / 1_048_576) MiB, too big for a photo: scale it down first"
        case .noImages:
            return "\(name) has no JPEG, PNG, WebP, HEIC or PGM/PPM files (.jpg, .png, .webp, .heic, ...) to scan"
        case .decoderMissing(_, let format, let reason):
            return "\(name) is a \(format) image, but its decoder could not be loaded (\(reason)): "
                + "install libheif1 (apt install libheif1)"
        case .symlinkLoop:
            return "\(name) links back to a folder it is in: skipped, so the search ends"
        }
    }
}
