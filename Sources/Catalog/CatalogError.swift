import Basics
import Disc
import SQLite

/// Why the catalog or an export could not be read or written (Presentation words it as advice:
/// `Presentation/ErrorWords/CatalogError+Words.swift`).
package enum CatalogError: Error, Equatable, Sendable {
    /// `CatalogStore(path:create: false)` found no catalog file.
    case missing(path: String)
    /// The catalog's directory could not be created; `reason` is strerror's text.
    case cannotCreateDirectory(path: String, reason: String)
    /// SQLite failed on the catalog at `path`.
    case database(path: String, DatabaseError)
    /// The catalog was written by a newer cdscan with a schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// A stored item (its code as stored) could not be read back (or, in theory, encoded).
    case damagedItem(path: String, barcode: String, damage: Damage)
    /// `recordResult` or another update was called for a code that was never recorded.
    case notInCatalog(barcode: String)
    /// A file of the catalog's own (its database file, a backup's snapshot) could not be
    /// created or read back; `reason` is strerror's text.
    case cannotWrite(path: String, reason: String)
    /// An export (the CSV `scan --catalog` rewrites) could not be written: said in
    /// ``OutputFileError``'s own words, as `export -o` and `catalog -o` say it.
    case output(OutputFileError)
    /// No item has this number.
    case noSuchItem(id: Int64)
    /// Another cdscan is writing to the catalog (it holds the `flock` on its file, `CatalogLock`);
    /// `pid` when known.
    case inUse(path: String, pid: Int32?)
    /// The catalogue's path no longer leads to the file this run locked (renamed, moved or
    /// replaced while the run wrote it): the run stops before it writes more.
    case replaced(path: String)
    /// A file given to restore from, or the catalog's own path (`--db`), is not a cdscan
    /// catalog (a device, a FIFO, a folder, an empty file, another user's file, one with
    /// another hard link, another program's SQLite database such as a dump index), or is
    /// damaged: it is never written to, not even to change its mode or journal mode.
    case notACatalog(path: String, reason: String)

    /// A folder or file of the catalogue's that could not be made.
    package init(_ failure: PrivateFiles.Failure) {
        switch failure {
        case .cannotCreateDirectory(let path, let reason): self = .cannotCreateDirectory(path: path, reason: reason)
        case .cannotCreateFile(let path, let reason): self = .cannotWrite(path: path, reason: reason)
        }
    }

    /// What is wrong with a stored item.
    package enum Damage: Equatable, Sendable {
        /// Its kind is none this cdscan knows.
        case unknownKind(String)
        /// Its digits (nil: none stored) are no valid code of its `format`.
        case invalidDigits(String?, format: String)
        /// Its status is none this cdscan knows (nil: NULL).
        case unknownStatus(String?)
        /// Its time is no time.
        case badTime(String)
        /// Its album JSON cannot be decoded; `detail` is the decoder's error.
        case albumData(detail: String)
        /// A value could not be encoded as JSON; `detail` is the encoder's error.
        case unencodable(detail: String)
        /// A catalogue-number item whose code is no catalogue number.
        case notACatalogNumber
        /// A disc whose table of contents cannot be read: Disc's own error (worded by Presentation).
        case tableOfContents(DiscError)
    }
}
