import Basics
internal import CSQLite
import SQLite

/// Why the catalog or an export could not be read or written, worded as advice to a person.
package enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `CatalogStore(path:create: false)` found no catalog file.
    case missing(path: String)
    /// The catalog's directory could not be created; `reason` is strerror's text.
    case cannotCreateDirectory(path: String, reason: String)
    /// SQLite failed on the catalog at `path`.
    case database(path: String, DatabaseError)
    /// The catalog was written by a newer cdscan with a schema this one does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// A stored album could not be read back (or, in theory, encoded).
    case damagedItem(path: String, barcode: String, reason: String)
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

    package var description: String {
        switch self {
        case .missing(let path):
            return "there is no catalog at \(path) yet: look up some barcodes first"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the catalog directory \(path): \(reason); "
                + "set XDG_DATA_HOME to a directory you can write to"
        case .database(let path, let error):
            return Self.describe(error, path: path)
        case .newerSchema(let path, let found, let supported):
            return "the catalog \(path) was written by a newer cdscan (schema version \(found); "
                + "this one knows up to \(supported)): update cdscan to use it"
        case .damagedItem(let path, let barcode, let reason):
            return "the catalog \(path) holds an entry for \(barcode) that cannot be read (\(reason)): "
                + "the file may be damaged; look the barcode up again with --retry"
        case .notInCatalog(let barcode):
            return "\(barcode) is not in the catalog: record the barcode before saving its result"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); check that the directory exists and you can write to it"
        case .output(let error):
            return error.description
        case .noSuchItem(let id):
            return "there is no item \(id) in the catalog: 'cdscan items list' shows the item numbers"
        case .inUse(let path, let pid):
            let holder = pid.map { "another cdscan (process \($0))" } ?? "another cdscan"
            return "the catalog \(path) is in use by \(holder): try again when it has finished, "
                + "or use another catalog with --db"
        case .notACatalog(let path, let reason):
            return "\(path) is not a cdscan catalog (\(reason)): nothing was changed"
        }
    }

    private static func describe(_ error: DatabaseError, path: String) -> String {
        let cause = "\(error.message) (SQLite error \(error.code))"
        switch error.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return "the catalog \(path) is busy (\(cause)): another cdscan is probably writing to it; "
                + "try again when it has finished"
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH:
            return "cannot open or write the catalog \(path) (\(cause)): "
                + "check that you own the file and the directory it is in"
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return "\(path) is not a cdscan catalog or is damaged (\(cause)): "
                + "move it aside and cdscan will start a new one"
        case SQLITE_FULL, SQLITE_IOERR:
            return "cannot write the catalog \(path) (\(cause)): check that the disk is not full"
        default:
            return "the catalog \(path) failed (\(cause))"
        }
    }
}
