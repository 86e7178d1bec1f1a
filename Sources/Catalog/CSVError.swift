/// Why a CSV file could not be read, with the line (counting from 1) where the trouble starts
/// (worded by Presentation).
package enum CSVError: Error, Equatable, Sendable {
    /// A field opens with `"` and the file ends before the closing one.
    case unterminatedQuote(line: Int)
    /// Something other than a comma or line end follows a quoted field's closing `"`.
    case textAfterClosingQuote(line: Int)
    /// The bytes are not UTF-8.
    case invalidUTF8(line: Int)

    /// The line where the trouble starts, counting from 1.
    package var line: Int {
        switch self {
        case .unterminatedQuote(let line), .textAfterClosingQuote(let line), .invalidUTF8(let line): line
        }
    }
}
