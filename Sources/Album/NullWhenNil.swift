/// An optional field of a `--json` record that is written as null when it is nil.
///
/// Synthesized `Encodable` leaves a nil optional's key out; cdscan's records have
/// every key always present, so a record whose fields are its own stored properties
/// marks its optionals with this and keeps the synthesized `encode(to:)`.
@propertyWrapper
package struct NullWhenNil<Value: Encodable & Sendable>: Encodable, Sendable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
