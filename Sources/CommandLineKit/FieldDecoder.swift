/// Makes options again from their fields, by name: the only decoder `ParsableOptions` meet
/// (see `replacing(field:with:)`). Each field is handed over as it is, never converted.
struct FieldDecoder: Decoder {
    /// The fields by the names the options decode them under.
    let fields: [String: Any]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Fields(fields: fields))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw notFields }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw notFields }

    private var notFields: DecodingError {
        .typeMismatch(Any.self, DecodingError.Context(codingPath: [], debugDescription: "options are made of fields"))
    }

    /// The fields as a keyed container: each `decode` returns the field itself.
    private struct Fields<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: [String: Any]
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { fields.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

        /// Whether the field is an optional holding nothing.
        func decodeNil(forKey key: Key) throws -> Bool {
            let mirror = Mirror(reflecting: try field(key))
            return mirror.displayStyle == .optional && mirror.children.isEmpty
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        { throw notFlat(key) }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw notFlat(key) }

        func superDecoder() throws -> any Decoder { FieldDecoder(fields: fields) }

        func superDecoder(forKey key: Key) throws -> any Decoder { throw notFlat(key) }

        /// The field called `key`, which must be a `T`.
        private func value<T>(_ type: T.Type, _ key: Key) throws -> T {
            guard let value = try field(key) as? T else {
                throw DecodingError.typeMismatch(
                    T.self, DecodingError.Context(codingPath: [key], debugDescription: "the field is not a \(T.self)"))
            }
            return value
        }

        private func field(_ key: Key) throws -> Any {
            guard let value = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: [], debugDescription: "no field"))
            }
            return value
        }

        private func notFlat(_ key: Key) -> DecodingError {
            .typeMismatch(Any.self, DecodingError.Context(codingPath: [key], debugDescription: "options are flat"))
        }
    }
}
