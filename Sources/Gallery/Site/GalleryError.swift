/// Why a gallery could not be written (worded in `Presentation/ErrorWords`).
package enum GalleryError: Error, Equatable, Sendable {
    /// The folder holds files cdscan did not write there; it is never written into.
    case folderNotOurs(path: String)
    /// The path exists and is not a folder.
    case notAFolder(path: String)
    /// A file or folder of the site cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The manifest of an earlier export is damaged, so cdscan cannot tell its files from the user's.
    case damagedManifest(path: String)
}
