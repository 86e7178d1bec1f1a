/// Why a CSV file could not be read, with the line (counting from 1) where the trouble starts.
package enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
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

    package var description: String { "line \(line): \(problem)" }

    private var problem: String {
        switch self {
        case .unterminatedQuote:
            "a quoted field starts here and never ends; a \" inside a field must be written as \"\""
        case .textAfterClosingQuote:
            "text follows a quoted field's closing quote; "
                + "a \" inside a field must be written as \"\" and the whole field quoted"
        case .invalidUTF8:
            "the file is not UTF-8 text; save it as UTF-8 and try again"
        }
    }
}
