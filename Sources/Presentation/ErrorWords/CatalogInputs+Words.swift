import Basics
import Cataloging
import Foundation
import Terminal

/// How a list of barcodes that cannot be read is said to a person: "cannot read PATH: REASON" or
/// "PATH is refused: REASON" (paths escaped: a file name may hold anything).
extension CatalogInputs.Failure: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unreadable(let path, let code):
            Self.cannotRead(path, code == 0 ? "the read failed" : String(cString: strerror(code)))
        case .folder(let path):
            Self.cannotRead(path, "it is a folder; photos of barcodes need --images")
        case .noSuchFile(let path):
            Self.cannotRead(
                path,
                "there is no such file, and it is not a barcode (only digits, spaces and dashes); "
                    + "a catalogue number is given as catno:NUMBER")
        case .tooLarge(let path, let limit):
            Self.refused(path, "it holds more than \(BoundedRead.describe(limit)), the most a list may hold")
        case .overlongLine(let path, let line):
            Self.refused(
                path,
                "line \(line) is longer than \(BoundedRead.describe(BarcodeList.maximumLineBytes)); "
                    + "a list holds one barcode a line")
        case .nothingToRead:
            "nothing to read: name a list or barcodes, or pipe a list to standard input"
        case .collectionExport(let path):
            "\(Displayable.escaped(path)) is a Discogs collection export, not a list of barcodes: "
                + "import it with 'cdscan items import \(Displayable.escaped(path))'"
        }
    }

    private static func cannotRead(_ path: String, _ reason: String) -> String {
        "cannot read \(Displayable.escaped(path)): \(reason)"
    }

    private static func refused(_ path: String, _ reason: String) -> String {
        "\(Displayable.escaped(path)) is refused: \(reason)"
    }
}
