import Catalog
import SQLite

/// How `CatalogError` is said to a person (the error holds the data: Catalog words nothing).
extension CatalogError: CustomStringConvertible {
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
        case .damagedItem(let path, let barcode, let damage):
            return "the catalog \(path) holds an entry for \(barcode) that cannot be read (\(Self.describe(damage))): "
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
        case .replaced(let path):
            return "the catalog \(path) was renamed or replaced while this run wrote it: stopped before writing more "
                + "(what was recorded is in the renamed file); run again with --db naming the catalogue"
        case .notACatalog(let path, let reason):
            return "\(path) is not a cdscan catalog (\(reason)): nothing was changed"
        }
    }

    private static func describe(_ error: DatabaseError, path: String) -> String {
        let cause = "\(error.message) (SQLite error \(error.code))"
        switch error.category {
        case .busy:
            return "the catalog \(path) is busy (\(cause)): another cdscan is probably writing to it; "
                + "try again when it has finished"
        case .access:
            return "cannot open or write the catalog \(path) (\(cause)): "
                + "check that you own the file and the directory it is in"
        case .damaged:
            return "\(path) is not a cdscan catalog or is damaged (\(cause)): "
                + "move it aside and cdscan will start a new one"
        case .storage:
            return "cannot write the catalog \(path) (\(cause)): check that the disk is not full"
        case .other:
            return "the catalog \(path) failed (\(cause))"
        }
    }

    /// What is wrong with a stored item, in the parentheses of its line.
    private static func describe(_ damage: Damage) -> String {
        switch damage {
        case .unknownKind(let kind): "unknown kind \(kind)"
        case .invalidDigits(let digits, let format): "\(digits ?? "no digits") is not a valid \(format)"
        case .unknownStatus(let status): "unknown status \(status ?? "NULL")"
        case .badTime(let time): "bad time \(time)"
        case .albumData(let detail): "unreadable album data: \(detail)"
        case .unencodable(let detail): detail
        case .notACatalogNumber: "it is not a catalogue number"
        case .tableOfContents(let error): "its table of contents: \(error)"
        }
    }
}
