import Foundation

/// How a response body that does not decode is named in an error, for every JSON API the clients call.
enum JSONFailure {
    /// One line about a decoding failure, without echoing the body.
    static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            // Never Foundation's own sentence ("The given data was not valid JSON.").
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "the JSON is truncated or invalid" : "\"\(path)\" cannot be read"
        case DecodingError.keyNotFound(let key, _):
            return "no \"\(key.stringValue)\" field"
        case DecodingError.typeMismatch(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\"\(path.isEmpty ? "top level" : path)\" has the wrong type"
        default:
            return "the JSON cannot be read"
        }
    }
}
