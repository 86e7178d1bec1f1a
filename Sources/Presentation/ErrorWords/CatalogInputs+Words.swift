import Basics
import Cataloging
import Foundation
import Terminal

/// How a list of barcodes that cannot be read is said to a person: "cannot read PATH: REASON" or
/// "PATH is refused: REASON" (paths escaped: a file name may hold anything).
extension CatalogInputs.Failure: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unreadable(let path, _), .folder(let path), .noSuchFile(let path):
            "cannot read \(Displayable.escaped(path)): \(reason)"
        case .tooLarge(let path, _), .overlongLine(let path, _):
            "\(Displayable.escaped(path)) is refused: \(reason)"
        case .nothingToRead:
            "nothing to read: name a list or barcodes, or pipe a list to standard input"
        case .collectionExport(let path):
            "\(Displayable.escaped(path)) is a Discogs collection export, not a list of barcodes: "
                + "import it with 'cdscan items import \(Displayable.escaped(path))'"
        }
    }

    /// Why the list cannot be read, without its name.
    package var reason: String {
        switch self {
        case .unreadable(_, let code): code == 0 ? "the read failed" : String(cString: strerror(code))
        case .folder: "it is a folder; photos of barcodes need --images"
        case .noSuchFile:
            "there is no such file, and it is not a barcode (only digits, spaces and dashes); "
                + "a catalogue number is given as catno:NUMBER"
        case .tooLarge(_, let limit): "it holds more than \(BoundedRead.describe(limit)), the most a list may hold"
        case .overlongLine(_, let line):
            "line \(line) is longer than \(BoundedRead.describe(BarcodeList.maximumLineBytes)); "
                + "a list holds one barcode a line"
        case .nothingToRead: "nothing to read"
        case .collectionExport: "it is a Discogs collection export"
        }
    }
}
