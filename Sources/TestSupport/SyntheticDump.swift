import FakeServices
import Foundation

/// Dump-shaped XML made up for tests: one release per barcode, each with a name, a title and
/// its one `Barcode` identifier, for runs of thousands of releases.
package enum SyntheticDump {
    /// The EAN-13 whose first twelve digits are `number` (zero-padded), with its check digit.
    package static func ean13(_ number: Int) -> String {
        let body = String(format: "%012d", number)
        return body + String(SyntheticReleases.checkDigit(body))
    }

    /// Writes a releases dump to `path`: release `firstID + n` carries `barcodes[n]`.
    package static func write(_ barcodes: [String], firstID: Int, to path: String) throws {
        var text = "<?xml version=\"1.0\"?>\n<releases>\n"
        for (offset, code) in barcodes.enumerated() {
            text +=
                "<release id=\"\(firstID + offset)\" status=\"Accepted\"><artists><artist><name>Band \(offset)"
                + "</name></artist></artists><title>Album \(offset)</title><identifiers>"
                + "<identifier type=\"Barcode\" value=\"\(code)\"/></identifiers></release>\n"
        }
        try (text + "</releases>\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
