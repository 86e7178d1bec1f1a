/// An optional field of a `--json` record that is written as null when it is nil.
///
/// Synthesized `Encodable` leaves a nil optional's key out; cdscan's records have
/// every key always present, so a record whose fields are its own stored properties
/// marks its optionals with this and keeps the synthesized `encode(to:)`.
@propertyWrapper
public struct NullWhenNil<Value: Encodable & Sendable>: Encodable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
