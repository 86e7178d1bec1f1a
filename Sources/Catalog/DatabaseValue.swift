/// A value bound to a statement parameter.
enum DatabaseValue: Equatable {
    case null
    case integer(Int64)
    case text(String)

    /// Text, or NULL for nil.
    static func text(_ value: String?) -> DatabaseValue {
        value.map { .text($0) } ?? .null
    }

    /// An integer, or NULL for nil.
    static func integer(_ value: Int?) -> DatabaseValue {
        value.map { .integer(Int64($0)) } ?? .null
    }
}
