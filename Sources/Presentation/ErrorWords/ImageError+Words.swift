import Imaging

/// How `ImageError` is said to a person (the error holds the data: Imaging words nothing).
extension ImageError: CustomStringConvertible {
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
