import Gallery

/// How `GalleryError` is said to a person (the error holds the data: Gallery words nothing).
extension GalleryError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .folderNotOurs(let path):
            "\(path) is not empty and was not written by cdscan export --format html; choose a new or empty "
                + "folder (cdscan only replaces a gallery it wrote itself)"
        case .notAFolder(let path):
            "\(path) exists and is not a folder; choose a new or empty folder for the gallery"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .damagedManifest(let path):
            "\(path) cannot be read, so cdscan cannot tell the files it wrote from yours; move the folder "
                + "away or export into a new one"
        }
    }
}
