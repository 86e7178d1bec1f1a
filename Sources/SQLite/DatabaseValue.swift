/// A value bound to a statement parameter.
package enum DatabaseValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// UTF-8 text.
    case text(String)

    /// Text, or NULL for nil.
    package static func text(_ value: String?) -> DatabaseValue {
        value.map { .text($0) } ?? .null
    }

    /// An integer, or NULL for nil.
    package static func integer(_ value: Int?) -> DatabaseValue {
        value.map { .integer(Int64($0)) } ?? .null
    }
}
