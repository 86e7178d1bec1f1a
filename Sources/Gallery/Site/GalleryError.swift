/// Why a gallery could not be written, worded as advice.
package enum GalleryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder holds files cdscan did not write there; it is never written into.
    case folderNotOurs(path: String)
    /// The path exists and is not a folder.
    case notAFolder(path: String)
    /// A file or folder of the site cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The manifest of an earlier export is damaged, so cdscan cannot tell its files from the user's.
    case damagedManifest(path: String)

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
