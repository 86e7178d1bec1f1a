import Catalog

/// How `CSVError` is said to a person: the line, then what is wrong and how to mend it.
extension CSVError: CustomStringConvertible {
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
