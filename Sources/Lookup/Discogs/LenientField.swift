/// A field of a response type read leniently, so that the type's `Decodable`
/// conformance can be synthesized instead of written out field by field:
///
///     struct Label: LenientDecodable {
///         @Lenient var name: String?
///         @Lenient var catno: String?
///     }
///
/// An optional scalar is nil when its key is missing, null or of no usable form
/// (`lenientString`, `lenientInt`); an array keeps the elements that decode and is
/// empty otherwise (`lenientStrings` for strings). The synthesized decoder reaches
/// the field through `KeyedDecodingContainer.decode(_:forKey:)` below, which never throws.
@propertyWrapper
struct Lenient<Value: LenientField>: Decodable {
    var wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Decoded on its own rather than as a field of a keyed container, the value is read strictly.
    init(from decoder: any Decoder) throws {
        wrappedValue = try Value(from: decoder)
    }
}

extension KeyedDecodingContainer {
    /// A `@Lenient` field: what `Value` makes of the key, never a thrown error.
    func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        Lenient(wrappedValue: Value.lenient(in: self, forKey: key))
    }

    /// What a `@Lenient` field of this type would hold, for a type that reads some fields by hand.
    func lenientField<Value: LenientField>(_ key: Key) -> Value {
        Value.lenient(in: self, forKey: key)
    }
}

/// A type a `@Lenient` field can have: an optional of a `LenientDecodable`, or an array of them.
protocol LenientField: Decodable {
    /// The value under `key`; nil or empty when it is missing or of no usable form.
    static func lenient<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Self
}

/// A value that can be read leniently: a string, a number, or a response type whose
/// own fields are lenient (which it declares by conforming).
protocol LenientDecodable: Decodable {
    /// The value under `key`, nil when it is missing, null or of no usable form.
    static func lenientValue<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Self?
    /// The elements under `key` that decode; empty when it is missing or not an array.
    static func lenientElements<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [Self]
}

extension LenientDecodable {
    static func lenientValue<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Self? {
        container.lenient(Self.self, key)
    }

    static func lenientElements<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [Self] {
        container.lenient(LenientArray<Self>.self, key)?.elements ?? []
    }
}

extension String: LenientDecodable {
    static func lenientValue<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> String? {
        container.lenientString(key)
    }

    static func lenientElements<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [String] {
        container.lenientStrings(key)
    }
}

extension Int: LenientDecodable {
    static func lenientValue<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Int? {
        container.lenientInt(key)
    }
}

/// An optional array (`[T]?`): nil when the key is missing or not an array, else the elements that decode.
extension Array: LenientDecodable where Element: LenientDecodable {
    static func lenientValue<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [Element]? {
        container.lenient(LenientArray<Element>.self, key)?.elements
    }
}

extension Optional: LenientField where Wrapped: LenientDecodable {
    static func lenient<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Wrapped? {
        Wrapped.lenientValue(in: container, forKey: key)
    }
}

extension Array: LenientField where Element: LenientDecodable {
    static func lenient<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [Element] {
        Element.lenientElements(in: container, forKey: key)
    }
}
